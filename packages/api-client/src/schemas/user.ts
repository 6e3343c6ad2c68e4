import * as z from 'zod/mini';

/** Toolkits a user can have active (product §3). */
export const TOOLKITS = [
  'advertising',
  'content',
  'local',
  'seo',
  'social',
  'traffic-and-market',
  'ai',
  'pr',
] as const;

export const toolkitSchema = z.enum(TOOLKITS);

export type Toolkit = z.infer<typeof toolkitSchema>;

/** The signed-in user from get-context (product §3). An anonymous visitor has no `user_id`. */
export const userSchema = z.object({
  name: z.string(),
  email: z.string(),
  user_id: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  country_code: z.string(),
  has_product: z.boolean(),
  is_paid: z.boolean(),
  has_active_recurring: z.boolean(),
  /** e.g. '1 month' or '12 months'. */
  period: z.string(),
  is_loyal_2020: z.boolean(),
  is_loyal_2023: z.boolean(),
  is_loyal_pro_2024: z.boolean(),
  /** Possible values are not documented by the server. */
  product_group: z.string(),
  eligible_for_offer: z.boolean(),
  has_sst_cancellation_permission: z.boolean(),
  active_toolkits: z.array(toolkitSchema),
});

export type User = z.infer<typeof userSchema>;
