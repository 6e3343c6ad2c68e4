/** The plans of seo and all from the highest to the lowest (product §9's downgrade plans). */
export const PLAN_ORDER = ['business', 'guru', 'pro', 'free'] as const;

export type Plan = (typeof PLAN_ORDER)[number];

/**
 * The customer's current plan, read from `product_group`. the product (docs/product.md) does not show its values, so a
 * plan is recognised when it appears as a whole word ('guru', 'seo_guru', 'Semrush-Business-2023');
 * anything else is unknown (`null`), and an unknown plan has no lower plan to offer.
 */
export function currentPlan(productGroup: string | null | undefined): Plan | null {
  if (!productGroup) return null;
  const words = productGroup.toLowerCase().split(/[^a-z0-9]+/);
  return PLAN_ORDER.find((plan) => words.includes(plan)) ?? null;
}

/** The plans below `plan`, highest first: free is always last. */
export function plansBelow(plan: Plan | null): readonly Plan[] {
  return plan === null ? [] : PLAN_ORDER.slice(PLAN_ORDER.indexOf(plan) + 1);
}
