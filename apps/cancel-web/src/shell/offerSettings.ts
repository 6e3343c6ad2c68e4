import type { BillingPeriod, OfferSettings, Price } from '@cancel-flow/survey-engine';

type OfferEnv = Partial<
  Record<
    | 'VITE_OFFER_DISCOUNT_PERCENT_MONTHLY'
    | 'VITE_OFFER_DISCOUNT_PERCENT_ANNUAL'
    | 'VITE_OFFER_LOYAL_PRICE_MONTHLY'
    | 'VITE_OFFER_LOYAL_PRICE_ANNUAL',
    string | undefined
  >
>;

/** A number like '30' or '99.95'; anything else is left out (the engine hides that offer). */
function amount(raw: string | undefined): number | undefined {
  const trimmed = raw?.trim();
  const value = trimmed ? Number(trimmed) : Number.NaN;
  return Number.isFinite(value) ? value : undefined;
}

/** '99.95 USD' → { amount: 99.95, currency: 'USD' }; anything else is left out. */
function price(raw: string | undefined): Price | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s+([A-Za-z]{3})\s*$/.exec(raw ?? '');
  return match ? { amount: Number(match[1]), currency: match[2]!.toUpperCase() } : undefined;
}

function perPeriod<T>(monthly: T | undefined, annual: T | undefined) {
  const result: Partial<Record<BillingPeriod, T>> = {};
  if (monthly !== undefined) result.monthly = monthly;
  if (annual !== undefined) result.annual = annual;
  return result;
}

/**
 * What the offers are worth (docs/offers.md, "Deployment settings"): the product does not show
 * the discount amounts or the loyal prices, so each deployment sets them. A missing amount hides
 * that offer.
 */
export function readOfferSettings(env: OfferEnv): OfferSettings {
  return {
    discountPercent: perPeriod(
      amount(env.VITE_OFFER_DISCOUNT_PERCENT_MONTHLY),
      amount(env.VITE_OFFER_DISCOUNT_PERCENT_ANNUAL),
    ),
    loyalPrice: perPeriod(
      price(env.VITE_OFFER_LOYAL_PRICE_MONTHLY),
      price(env.VITE_OFFER_LOYAL_PRICE_ANNUAL),
    ),
  };
}
