import type { SurveyAnswers } from '../flow/types';
import { defaultOfferPolicy } from './default-policy';
import { PLAN_ORDER } from './plans';
import type {
  BillingPeriod,
  Offer,
  OfferCustomer,
  OfferPolicy,
  OfferSettings,
  OfferWithTerms,
} from './types';

/** The products whose pages have the offer calls (product §7): route names, not API segments. */
export const PRODUCTS_WITH_OFFERS: readonly string[] = ['seo', 'all'];

/**
 * Whether the customer may see any offer on this product's page: a paying customer (never a
 * trial), eligible for offers, on seo or all. Holds for every policy, built-in or not.
 */
export function canSeeOffers(product: string, customer: OfferCustomer): boolean {
  return (
    PRODUCTS_WITH_OFFERS.includes(product) &&
    customer.eligible_for_offer &&
    customer.has_product &&
    customer.is_paid
  );
}

/** '1 month' is monthly (product §9); '12 months' and '1 year' are annual; anything else unknown. */
export function billingPeriodOf(period: string | null | undefined): BillingPeriod | null {
  const normalized = period?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (normalized === '1 month') return 'monthly';
  if (normalized === '12 months' || normalized === '1 year') return 'annual';
  return null;
}

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * Adds the terms from the deployment settings. A price offer whose amount is missing or unusable
 * (no percent between 0 and 100, no positive price with a currency code, an unknown billing
 * period) gives `null`: the offer is hidden rather than shown with a blank. A downgrade needs no
 * amount; its plans are kept in PLAN_ORDER and unknown plans dropped.
 */
export function applyOfferSettings(
  offer: Offer | null,
  period: string | null | undefined,
  settings: OfferSettings,
): OfferWithTerms | null {
  if (offer === null) return null;
  if (offer.kind === 'downgrade') {
    const plans = PLAN_ORDER.filter((plan) => offer.plans.includes(plan));
    return plans.length > 0 ? { kind: 'downgrade', plans } : null;
  }
  const billingPeriod = billingPeriodOf(period);
  if (billingPeriod === null) return null;
  if (offer.kind === 'discount') {
    const percent = settings.discountPercent?.[billingPeriod];
    return isAmount(percent) && percent < 100 ? { kind: 'discount', billingPeriod, percent } : null;
  }
  const price = settings.loyalPrice?.[billingPeriod];
  return price && isAmount(price.amount) && /^[A-Z]{3}$/.test(price.currency)
    ? {
        kind: 'loyal_price',
        billingPeriod,
        price: { amount: price.amount, currency: price.currency },
      }
    : null;
}

export interface SelectOfferOptions {
  /** The route product of the page ('seo', 'all', …). */
  readonly product: string;
  readonly customer: OfferCustomer;
  readonly answers: SurveyAnswers;
  readonly settings: OfferSettings;
  /** Default `defaultOfferPolicy`. */
  readonly policy?: OfferPolicy;
}

/** The offer to show after the reason, with its terms, or `null` for none. */
export function selectOffer({
  product,
  customer,
  answers,
  settings,
  policy = defaultOfferPolicy,
}: SelectOfferOptions): OfferWithTerms | null {
  if (!canSeeOffers(product, customer)) return null;
  return applyOfferSettings(policy(customer, answers), customer.period, settings);
}
