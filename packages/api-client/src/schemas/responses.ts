import * as z from 'zod/mini';

import { userSchema } from './user';

/** GET /cancel/api/get-context/ */
export const contextResponseSchema = z.object({ user: userSchema });

export type ContextResponse = z.infer<typeof contextResponseSchema>;

/** GET /cancel/api/get-csrf-token/ */
export const csrfTokenResponseSchema = z.object({ csrf_token: z.string().check(z.minLength(1)) });

export type CsrfTokenResponse = z.infer<typeof csrfTokenResponseSchema>;

/**
 * GET /cancel/api/{product}/is-confirmed/ and /eligible-for-offer/. SPEC leaves is-confirmed's shape
 * open; this contract fixes it to `{ "result": boolean }` like eligible-for-offer.
 */
export const resultResponseSchema = z.object({ result: z.boolean() });

export type ResultResponse = z.infer<typeof resultResponseSchema>;

/**
 * Answers SPEC does not describe (send-confirmation-email, confirm, accept-offer, downgrade,
 * survey-monitoring): an empty body or any JSON value.
 */
export const anyJsonResponseSchema = z.optional(z.json());

/** POST /cancel/api/{product}/accept-offer/ body: SPEC does not show it, so empty or any JSON. */
export const acceptOfferBodySchema = z.optional(z.json());

export type AcceptOfferBody = z.infer<typeof acceptOfferBodySchema>;
