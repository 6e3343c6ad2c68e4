import type { SurveyAnswers } from '../flow/types';
import type { Plan } from './plans';

/** What an offer policy may give: at most one of these, or `null`. */
export type Offer =
  /** Keep the price a loyalty flag grants, which is no longer sold. */
  | { readonly kind: 'loyal_price' }
  /** A discount on the next payment. */
  | { readonly kind: 'discount' }
  /** Switch to one of these lower plans (highest first, free last) instead of cancelling. */
  | { readonly kind: 'downgrade'; readonly plans: readonly Plan[] };

export type OfferKind = Offer['kind'];

/** The offers accepted with one accept-offer call (a downgrade has its own call). */
export type PriceOfferKind = Exclude<OfferKind, 'downgrade'>;

/** The fields of product §3's user that offers depend on (the api-client's `User` fits). */
export interface OfferCustomer {
  readonly has_product: boolean;
  readonly is_paid: boolean;
  /** e.g. '1 month', '12 months'. */
  readonly period?: string | null;
  readonly eligible_for_offer: boolean;
  readonly is_loyal_2020: boolean;
  readonly is_loyal_2023: boolean;
  readonly is_loyal_pro_2024: boolean;
  /** Values not shown by the product (docs/product.md); see `currentPlan`. */
  readonly product_group?: string | null;
}

/** Chooses at most one offer for the customer from the answers so far. Pure. */
export type OfferPolicy = (customer: OfferCustomer, answers: SurveyAnswers) => Offer | null;

/** How often the subscription renews, read from `period`. */
export type BillingPeriod = 'monthly' | 'annual';

/** An amount of money in a currency (ISO 4217 code), formatted by the app for the language. */
export interface Price {
  readonly amount: number;
  readonly currency: string;
}

/**
 * Deployment settings: what the offers are worth (product §9 does not show them). An offer whose
 * amount is missing or unusable for the customer's billing period is not shown.
 */
export interface OfferSettings {
  /** Percent off the next payment, per billing period, e.g. `{ monthly: 30, annual: 15 }`. */
  readonly discountPercent?: Partial<Record<BillingPeriod, number>>;
  /** The loyal price the customer keeps, per billing period. */
  readonly loyalPrice?: Partial<Record<BillingPeriod, Price>>;
}

/** An offer with the terms the screen states; what `selectOffer` gives the app. */
export type OfferWithTerms =
  | {
      readonly kind: 'loyal_price';
      readonly billingPeriod: BillingPeriod;
      readonly price: Price;
    }
  | {
      readonly kind: 'discount';
      readonly billingPeriod: BillingPeriod;
      readonly percent: number;
    }
  | { readonly kind: 'downgrade'; readonly plans: readonly Plan[] };
