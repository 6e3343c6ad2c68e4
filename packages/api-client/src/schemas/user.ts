import { arrayOf, boolean, object, oneOf, optional, string, typed, type Check } from './contract';

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

export type Toolkit = (typeof TOOLKITS)[number];

export const toolkitCheck = oneOf(TOOLKITS);

/** The signed-in user from get-context (product §3). An anonymous visitor has no `user_id`. */
export interface User {
  name: string;
  email: string;
  user_id?: number | string | null;
  country_code: string;
  has_product: boolean;
  is_paid: boolean;
  has_active_recurring: boolean;
  /** e.g. '1 month' or '12 months'. */
  period: string;
  is_loyal_2020: boolean;
  is_loyal_2023: boolean;
  is_loyal_pro_2024: boolean;
  /** Possible values are not documented by the server. */
  product_group: string;
  eligible_for_offer: boolean;
  has_sst_cancellation_permission: boolean;
  active_toolkits: Toolkit[];
}

/** Reads a `User`: every field of the interface, checked; fields it does not declare are dropped. */
export const userCheck: Check<User> = object<User>({
  name: string,
  email: string,
  user_id: optional(
    typed<number | string | null>(
      'number, string or null',
      (value) => value === null || typeof value === 'number' || typeof value === 'string',
    ),
  ),
  country_code: string,
  has_product: boolean,
  is_paid: boolean,
  has_active_recurring: boolean,
  period: string,
  is_loyal_2020: boolean,
  is_loyal_2023: boolean,
  is_loyal_pro_2024: boolean,
  product_group: string,
  eligible_for_offer: boolean,
  has_sst_cancellation_permission: boolean,
  active_toolkits: arrayOf(toolkitCheck),
});
