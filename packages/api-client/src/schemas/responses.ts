import * as z from 'zod/mini';

import { userSchema } from './user';

/** GET /cancel/api/get-context/ */
export const contextResponseSchema = z.object({ user: userSchema });

export type ContextResponse = z.infer<typeof contextResponseSchema>;

/** GET /cancel/api/get-csrf-token/ */
export const csrfTokenResponseSchema = z.object({ csrf_token: z.string().check(z.minLength(1)) });

export type CsrfTokenResponse = z.infer<typeof csrfTokenResponseSchema>;

/**
 * GET /cancel/api/{product}/is-confirmed/ and /eligible-for-offer/. the product (docs/product.md) leaves is-confirmed's shape
 * open; this contract fixes it to `{ "result": boolean }` like eligible-for-offer.
 */
export const resultResponseSchema = z.object({ result: z.boolean() });

export type ResultResponse = z.infer<typeof resultResponseSchema>;

/**
 * Answers the product (docs/product.md) does not describe (send-confirmation-email, confirm, accept-offer, downgrade,
 * survey-monitoring): an empty body or any JSON value.
 */
export const anyJsonResponseSchema = z.optional(z.json());

/** The offers accepted with accept-offer (a downgrade has its own call). */
export const ACCEPTABLE_OFFERS = ['discount', 'loyal_price'] as const;

export type AcceptableOffer = (typeof ACCEPTABLE_OFFERS)[number];

/**
 * POST /cancel/api/{product}/accept-offer/ body. the product (docs/product.md) does not show it; this contract fixes it to
 * the offer the customer accepts and the subscription's `period` as get-context gave it (the terms
 * shown depend on it), e.g. `{ "offer": "discount", "period": "1 month" }`.
 */
export const acceptOfferBodySchema = z.object({
  offer: z.enum(ACCEPTABLE_OFFERS),
  period: z.string().check(z.minLength(1)),
});

export type AcceptOfferBody = z.infer<typeof acceptOfferBodySchema>;
