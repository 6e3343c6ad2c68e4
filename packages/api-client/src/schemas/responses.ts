import {
  boolean,
  json,
  nonEmptyString,
  object,
  oneOf,
  optional,
  type Check,
  type Json,
} from './contract';
import { userCheck, type User } from './user';

/** GET /cancel/api/get-context/ */
export interface ContextResponse {
  user: User;
}

export const contextResponseCheck = object<ContextResponse>({ user: userCheck });

/** GET /cancel/api/get-csrf-token/ (a non-empty token). */
export interface CsrfTokenResponse {
  csrf_token: string;
}

export const csrfTokenResponseCheck = object<CsrfTokenResponse>({ csrf_token: nonEmptyString });

/**
 * GET /cancel/api/{product}/is-confirmed/ and /eligible-for-offer/. the product (docs/product.md) leaves is-confirmed's shape
 * open; this contract fixes it to `{ "result": boolean }` like eligible-for-offer.
 */
export interface ResultResponse {
  result: boolean;
}

export const resultResponseCheck = object<ResultResponse>({ result: boolean });

/**
 * Answers the product (docs/product.md) does not describe (send-confirmation-email, confirm, accept-offer, downgrade,
 * survey-monitoring): an empty body or any JSON value.
 */
export const anyJsonResponseCheck: Check<Json | undefined> = optional(json);

/** The offers accepted with accept-offer (a downgrade has its own call). */
export const ACCEPTABLE_OFFERS = ['discount', 'loyal_price'] as const;

export type AcceptableOffer = (typeof ACCEPTABLE_OFFERS)[number];

/**
 * POST /cancel/api/{product}/accept-offer/ body. the product (docs/product.md) does not show it; this contract fixes it to
 * the offer the customer accepts and the subscription's `period` as get-context gave it (the terms
 * shown depend on it), e.g. `{ "offer": "discount", "period": "1 month" }`.
 */
export interface AcceptOfferBody {
  offer: AcceptableOffer;
  /** Non-empty. */
  period: string;
}

export const acceptOfferBodyCheck = object<AcceptOfferBody>({
  offer: oneOf(ACCEPTABLE_OFFERS),
  period: nonEmptyString,
});
