import {
  DOWNGRADE_PLANS,
  isDowngradePlan,
  isOfferProduct,
  isProduct,
  OFFER_PRODUCTS,
  PRODUCTS,
  type DowngradePlan,
  type OfferProduct,
  type Product,
} from '../products/products';
import { segmentFor } from '../products/segments';
import {
  anyJsonResponseCheck,
  contextResponseCheck,
  csrfTokenResponseCheck,
  resultResponseCheck,
  type AcceptOfferBody,
  type ContextResponse,
} from '../schemas/responses';
import type { SurveySubmission } from '@cancel-flow/survey-engine';
import { API_PATHS } from './api-paths';
import {
  MissingCsrfTokenError,
  RedirectError,
  RequestAbortedError,
  SignedInUserChangedError,
  UnsupportedArgumentError,
} from './errors';
import { withPrefetchedContext, type PrefetchedContext } from './prefetch-context';
import { createRedirectPolicy } from './redirect-policy';
import { REPORT_NAMES, type ReportName } from './report-names';
import { request, type FetchLike, type RequestSpec, type Transport } from './request';
import { requestUrl } from './request-init';
import { sendWithCsrfRetry } from './send-with-csrf-retry';

export interface CancelApiOptions {
  /** Defaults to `globalThis.fetch`, looked up at call time (so MSW's interception applies). */
  readonly fetch?: FetchLike;
  /** Prefix of every path; default `''` keeps URLs relative (`/cancel/api/get-context/`). */
  readonly baseUrl?: string;
  /** Time allowed for the whole call (answer and body); default 30 000 ms. */
  readonly timeoutMs?: number;
  /** Called once per failed call with its product §8 name; default `console.error`. */
  readonly reportError?: (name: ReportName, error: unknown) => void;
  /**
   * Called with the target of a redirected response when it is on the page's own origin or an
   * allowed one; default `location.assign` in browsers.
   */
  readonly onRedirect?: (url: string) => void;
  /** Origins besides the page's own that a redirect may send the browser to. */
  readonly allowedRedirectOrigins?: readonly string[];
  /** The page's own origin; default `location.origin` in browsers, none in Node. */
  readonly pageOrigin?: string;
  /** A CSRF token already known (e.g. restored from a per-tab draft). */
  readonly csrfToken?: string;
  /**
   * get-context already on its way (`prefetchContext`, with the same `baseUrl`): the first
   * `getContext` reads its answer instead of sending the request again.
   */
  readonly prefetchedContext?: PrefetchedContext;
}

/** Per-call options. */
export interface CallOptions {
  /** Cancels the call; a cancelled call throws `RequestAbortedError` and is not reported. */
  readonly signal?: AbortSignal;
  /**
   * `Idempotency-Key` of a submission (sendConfirmationEmail, sendSurveyMonitoring): the same
   * value for every retry and resend of that submission, so the server can recognise a repeat.
   * Create it once per submission (`crypto.randomUUID()`) and keep it with what was sent.
   * Without it, each call gets a fresh key.
   */
  readonly idempotencyKey?: string;
}

/** Where a product's calls come from; picks its API segment (see `segmentFor`). */
export interface ProductApiOptions {
  /**
   * true on the product's dedicated page: traffic-and-market then uses the `traffic-and-market`
   * segment instead of the generic `traffic`. Default false.
   */
  readonly dedicatedPage?: boolean;
}

/** One product's calls with its segment chosen once: what a product page uses. */
export interface ProductApi {
  readonly product: Product;
  /** POST /cancel/api/{segment}/send-confirmation-email/ with the survey submission. */
  sendConfirmationEmail(submission: SurveySubmission, options?: CallOptions): Promise<unknown>;
  /** GET /cancel/api/{segment}/is-confirmed/ -> whether the e-mail link was opened. */
  isConfirmed(options?: CallOptions): Promise<boolean>;
  /** GET /cancel/api/{segment}/confirm/?key={key} (key URL-encoded). */
  confirm(key: string, options?: CallOptions): Promise<unknown>;
  /** GET /cancel/api/{segment}/eligible-for-offer/ (seo and all only; others throw). */
  eligibleForOffer(options?: CallOptions): Promise<boolean>;
  /** POST /cancel/api/{segment}/accept-offer/ with the offer accepted (seo and all only). */
  acceptOffer(body: AcceptOfferBody, options?: CallOptions): Promise<unknown>;
  /** GET /cancel/api/{segment}/downgrade/?to={plan} (seo and all only). */
  downgrade(plan: DowngradePlan, options?: CallOptions): Promise<unknown>;
}

export interface CancelApi {
  /** The calls of one product, bound once per page to the segment that page uses. */
  forProduct(product: Product, options?: ProductApiOptions): ProductApi;
  /** GET /cancel/api/get-context/ */
  getContext(options?: CallOptions): Promise<ContextResponse>;
  /** GET /cancel/api/get-csrf-token/; the token is remembered for later POSTs. */
  getCsrfToken(options?: CallOptions): Promise<string>;
  /** Replaces the remembered CSRF token (`undefined` forgets it). */
  setCsrfToken(token: string | undefined): void;
  /** The remembered CSRF token, if any. */
  readonly csrfToken: string | undefined;
  /** POST /cancel/api/{product}/send-confirmation-email/ (generic segment; see `forProduct`). */
  sendConfirmationEmail(
    product: Product,
    submission: SurveySubmission,
    options?: CallOptions,
  ): Promise<unknown>;
  /** GET /cancel/api/{product}/is-confirmed/ -> whether the e-mail link was opened. */
  isConfirmed(product: Product, options?: CallOptions): Promise<boolean>;
  /** GET /cancel/api/{product}/confirm/?key={key} (key URL-encoded). */
  confirm(product: Product, key: string, options?: CallOptions): Promise<unknown>;
  /** GET /cancel/api/{product}/eligible-for-offer/ (seo and all only). */
  eligibleForOffer(product: OfferProduct, options?: CallOptions): Promise<boolean>;
  /** POST /cancel/api/{product}/accept-offer/ (seo and all only) with the offer accepted. */
  acceptOffer(
    product: OfferProduct,
    body: AcceptOfferBody,
    options?: CallOptions,
  ): Promise<unknown>;
  /** GET /cancel/api/{product}/downgrade/?to={plan} (seo and all only). */
  downgrade(product: OfferProduct, plan: DowngradePlan, options?: CallOptions): Promise<unknown>;
  /**
   * POST /cancel/api/survey-storage/survey-monitoring/ with the survey submission, as a keepalive
   * request (while its body is at most 60 KiB): it is not cancelled when the page is closed or
   * left right after the e-mail was sent.
   */
  sendSurveyMonitoring(submission: SurveySubmission, options?: CallOptions): Promise<unknown>;
}

const DEFAULT_TIMEOUT_MS = 30_000;

function withPrefetched(prefetched: PrefetchedContext | undefined, fetch: FetchLike | undefined) {
  const send: FetchLike = fetch ?? ((input, init) => globalThis.fetch(input, init));
  return prefetched ? withPrefetchedContext(prefetched, send) : send;
}

/** Creates the typed client of product §7. Nothing is sent until a method is called. */
export function createCancelApi(options: CancelApiOptions = {}): CancelApi {
  const transport: Transport = {
    fetch: withPrefetched(options.prefetchedContext, options.fetch),
    baseUrl: options.baseUrl ?? '',
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    onRedirect: options.onRedirect ?? navigate,
    redirectPolicy: createRedirectPolicy(
      options.pageOrigin ?? pageOrigin(),
      options.allowedRedirectOrigins,
    ),
  };
  const reportError = options.reportError ?? defaultReportError;
  let csrfToken = options.csrfToken;
  /** The user_id of the last get-context answer: a POST is sent again only for this user. */
  let signedInUserId: unknown;

  /** Runs one call; a failure is reported once under `name` and rethrown unchanged. */
  async function call<T>(name: ReportName, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof RedirectError || error instanceof RequestAbortedError)) {
        reportError(name, error);
      }
      throw error;
    }
  }

  function productPath(product: Product, rest: string, where?: ProductApiOptions): string {
    if (!isProduct(product)) {
      throw new UnsupportedArgumentError(
        requestUrl(transport, API_PATHS.product(String(product), rest)),
        `Unknown product ${JSON.stringify(product)}; expected one of ${PRODUCTS.join(', ')}`,
      );
    }
    return API_PATHS.product(segmentFor(product, where), rest);
  }

  function offerPath(product: OfferProduct, rest: string): string {
    if (!isOfferProduct(product)) {
      throw new UnsupportedArgumentError(
        requestUrl(transport, API_PATHS.product(String(product), rest)),
        `Product ${JSON.stringify(product)} has no offers; expected one of ${OFFER_PRODUCTS.join(', ')}`,
      );
    }
    return productPath(product, rest);
  }

  function sendConfirmationEmail(
    product: Product,
    submission: SurveySubmission,
    callOptions?: CallOptions,
    where?: ProductApiOptions,
  ) {
    return call(REPORT_NAMES.sendConfirmationEmail, () =>
      post(
        {
          path: productPath(product, 'send-confirmation-email/', where),
          body: submission,
          check: anyJsonResponseCheck,
          signal: callOptions?.signal,
        },
        callOptions?.idempotencyKey ?? createIdempotencyKey(),
      ),
    );
  }

  function isConfirmed(product: Product, callOptions?: CallOptions, where?: ProductApiOptions) {
    return call(REPORT_NAMES.isConfirmed, async () => {
      const response = await request(transport, {
        method: 'GET',
        path: productPath(product, 'is-confirmed/', where),
        check: resultResponseCheck,
        signal: callOptions?.signal,
      });
      return response.result;
    });
  }

  function confirm(
    product: Product,
    key: string,
    callOptions?: CallOptions,
    where?: ProductApiOptions,
  ) {
    return call(REPORT_NAMES.confirm, () =>
      request(transport, {
        method: 'GET',
        path: productPath(product, `confirm/?key=${encodeURIComponent(key)}`, where),
        check: anyJsonResponseCheck,
        // The key is a secret: fetch must not carry it to wherever a redirect points.
        followRedirects: false,
        signal: callOptions?.signal,
      }),
    );
  }

  function fetchCsrfToken(signal: AbortSignal | undefined): Promise<string> {
    return request(transport, {
      method: 'GET',
      path: API_PATHS.getCsrfToken,
      check: csrfTokenResponseCheck,
      signal,
    }).then((response) => (csrfToken = response.csrf_token));
  }

  function fetchContext(signal: AbortSignal | undefined): Promise<ContextResponse> {
    return request(transport, {
      method: 'GET',
      path: API_PATHS.getContext,
      check: contextResponseCheck,
      signal,
    }).then((context) => ((signedInUserId = context.user.user_id), context));
  }

  /**
   * A POST with the CSRF token; a 403 (token rotated) fetches a fresh one and retries once, if the
   * same user is still signed in (a token rotates when someone signs in again, maybe someone else).
   */
  function post<T>(
    spec: Omit<RequestSpec<T>, 'method' | 'csrfToken'>,
    idempotencyKey?: string,
  ): Promise<T> {
    if (csrfToken === undefined) throw new MissingCsrfTokenError(requestUrl(transport, spec.path));
    const headers =
      idempotencyKey === undefined
        ? spec.headers
        : { ...spec.headers, 'Idempotency-Key': idempotencyKey };
    return sendWithCsrfRetry(
      (token) => request(transport, { ...spec, headers, method: 'POST', csrfToken: token }),
      csrfToken,
      async () => {
        if (signedInUserId !== undefined) {
          const knownUserId = signedInUserId;
          const { user } = await fetchContext(spec.signal);
          if (user.user_id !== knownUserId) {
            // The page itself, loaded again for whoever is signed in now.
            const page = pageHref();
            if (page) transport.onRedirect(page);
            throw new SignedInUserChangedError(requestUrl(transport, spec.path), page ?? '');
          }
        }
        return fetchCsrfToken(spec.signal);
      },
    );
  }

  const api: CancelApi = {
    getContext: (callOptions) =>
      call(REPORT_NAMES.getContext, () => fetchContext(callOptions?.signal)),

    getCsrfToken: (callOptions) =>
      call(REPORT_NAMES.getCsrfToken, () => fetchCsrfToken(callOptions?.signal)),

    setCsrfToken: (token) => {
      csrfToken = token;
    },

    get csrfToken() {
      return csrfToken;
    },

    forProduct: (product, where) => ({
      product,
      sendConfirmationEmail: (submission, callOptions) =>
        sendConfirmationEmail(product, submission, callOptions, where),
      isConfirmed: (callOptions) => isConfirmed(product, callOptions, where),
      confirm: (key, callOptions) => confirm(product, key, callOptions, where),
      // seo and all have one segment each: no page option changes the offer calls' segment.
      eligibleForOffer: (callOptions) => api.eligibleForOffer(product as OfferProduct, callOptions),
      acceptOffer: (body, callOptions) =>
        api.acceptOffer(product as OfferProduct, body, callOptions),
      downgrade: (plan, callOptions) => api.downgrade(product as OfferProduct, plan, callOptions),
    }),

    sendConfirmationEmail: (product, submission, callOptions) =>
      sendConfirmationEmail(product, submission, callOptions),

    isConfirmed: (product, callOptions) => isConfirmed(product, callOptions),

    confirm: (product, key, callOptions) => confirm(product, key, callOptions),

    eligibleForOffer: (product, callOptions) =>
      call(REPORT_NAMES.eligibleForOffer, async () => {
        const response = await request(transport, {
          method: 'GET',
          path: offerPath(product, 'eligible-for-offer/'),
          check: resultResponseCheck,
          signal: callOptions?.signal,
        });
        return response.result;
      }),

    acceptOffer: (product, body, callOptions) =>
      call(REPORT_NAMES.acceptOffer, () =>
        post({
          path: offerPath(product, 'accept-offer/'),
          body,
          check: anyJsonResponseCheck,
          signal: callOptions?.signal,
        }),
      ),

    downgrade: (product, plan, callOptions) =>
      call(REPORT_NAMES.downgrade, () => {
        const path = offerPath(product, 'downgrade/');
        if (!isDowngradePlan(plan)) {
          throw new UnsupportedArgumentError(
            requestUrl(transport, path),
            `Unknown downgrade plan ${JSON.stringify(plan)}; expected one of ${DOWNGRADE_PLANS.join(', ')}`,
          );
        }
        return request(transport, {
          method: 'GET',
          path: `${path}?to=${encodeURIComponent(plan)}`,
          check: anyJsonResponseCheck,
          signal: callOptions?.signal,
        });
      }),

    sendSurveyMonitoring: (submission, callOptions) =>
      call(REPORT_NAMES.sendSurveyMonitoring, () =>
        post(
          {
            path: API_PATHS.surveyMonitoring,
            body: submission,
            check: anyJsonResponseCheck,
            // Sent right after the e-mail, when the customer may already be closing the tab.
            keepalive: true,
            signal: callOptions?.signal,
          },
          callOptions?.idempotencyKey ?? createIdempotencyKey(),
        ),
      ),
  };
  return api;
}

function pageOrigin(): string | undefined {
  return (globalThis as { location?: { origin?: string } }).location?.origin;
}

/**
 * The page's address without its fragment: going to the address with its fragment (after a link
 * to a place on the page) would only scroll, not load the page again.
 */
function pageHref(): string | undefined {
  return (globalThis as { location?: { href?: string } }).location?.href?.split('#')[0];
}

/** A fresh `Idempotency-Key` value: a random UUID. */
function createIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

function navigate(url: string): void {
  const location = (globalThis as { location?: { assign(url: string): void } }).location;
  location?.assign(url);
}

function defaultReportError(name: ReportName, error: unknown): void {
  console.error(name, error);
}
