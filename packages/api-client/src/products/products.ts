/** Every product line the cancellation flow serves (product §1), plus the growth-kit form (product §2). */
export const PRODUCTS = [
  'all',
  'sst',
  'traffic-and-market',
  'seo',
  'advertising',
  'social',
  'local',
  'content',
  'ai',
  'pr',
  'growth-kit',
] as const;

export type Product = (typeof PRODUCTS)[number];

/** Products that have the eligible-for-offer, accept-offer and downgrade calls (product §7). */
export const OFFER_PRODUCTS = ['seo', 'all'] as const satisfies readonly Product[];

export type OfferProduct = (typeof OFFER_PRODUCTS)[number];

/** Plans a subscription can be downgraded to (product §9). */
export const DOWNGRADE_PLANS = ['business', 'guru', 'pro', 'free'] as const;

export type DowngradePlan = (typeof DOWNGRADE_PLANS)[number];

export function isProduct(value: unknown): value is Product {
  return typeof value === 'string' && (PRODUCTS as readonly string[]).includes(value);
}

export function isOfferProduct(value: unknown): value is OfferProduct {
  return typeof value === 'string' && (OFFER_PRODUCTS as readonly string[]).includes(value);
}

export function isDowngradePlan(value: unknown): value is DowngradePlan {
  return typeof value === 'string' && (DOWNGRADE_PLANS as readonly string[]).includes(value);
}
