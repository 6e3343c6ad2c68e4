import { PLAN_ORDER, type OfferWithTerms, type Plan, type Price } from '@cancel-flow/survey-engine';

type PriceOffer = Exclude<OfferWithTerms, { readonly kind: 'downgrade' }>;

/**
 * What the customer accepted, as the success screen states it: a price offer with its terms, or
 * the plan of a downgrade. Nothing about the customer (no name, e-mail or free text).
 */
export type AcceptedOffer = PriceOffer | { readonly kind: 'downgrade'; readonly plan: Plan };

const isPositive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * Only the fields the success screen needs of `value` (e.g. read back from storage), or `null`
 * when it is not an accepted offer whose texts can be shown without a blank.
 */
export function readAcceptedOffer(value: unknown): AcceptedOffer | null {
  const offer = value as { readonly [field: string]: unknown } | null | undefined;
  if (offer?.kind === 'downgrade') {
    const plan = offer.plan as Plan;
    return PLAN_ORDER.includes(plan) ? { kind: 'downgrade', plan } : null;
  }
  const billingPeriod = offer?.billingPeriod;
  if (billingPeriod !== 'monthly' && billingPeriod !== 'annual') return null;
  if (offer?.kind === 'discount') {
    const { percent } = offer;
    return isPositive(percent) && percent < 100
      ? { kind: 'discount', billingPeriod, percent }
      : null;
  }
  const { amount, currency } = (offer?.price ?? {}) as Partial<Price>;
  return offer?.kind === 'loyal_price' && isPositive(amount) && /^[A-Z]{3}$/.test(`${currency}`)
    ? { kind: 'loyal_price', billingPeriod, price: { amount, currency: `${currency}` } }
    : null;
}
