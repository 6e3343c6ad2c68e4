import { checkContract } from '../schemas/contract';
import { contextResponseCheck, type ContextResponse } from '../schemas/responses';
import { API_PATHS } from './api-paths';
import type { FetchLike } from './request';
import { requestHeaders, requestUrl } from './request-init';

export interface PrefetchContextOptions {
  /** The same `baseUrl` as the client's (`createCancelApi`). */
  readonly baseUrl?: string;
  /** Defaults to `globalThis.fetch`. */
  readonly fetch?: FetchLike;
}

/**
 * GET /cancel/api/get-context/, sent before the client exists: a page's first call, started by its
 * smallest script while the rest of its code still downloads. The client given it
 * (`createCancelApi({ prefetchedContext })`) reads this answer in its first `getContext` instead
 * of asking again, and checks, reports and follows it like any other.
 */
export interface PrefetchedContext {
  /** Where it was sent (the client's `getContext` URL). */
  readonly url: string;
  /**
   * The answer's body when it is a 2xx, not redirected, JSON that meets the contract; otherwise
   * undefined. Never rejects and reports nothing: a first look for whoever cannot wait for the
   * client (e.g. a page painting a first screen), while the client's `getContext` reports.
   */
  readonly context: Promise<ContextResponse | undefined>;
  /**
   * The answer, once: the first caller gets it (`signal` aborts the request and its body), later
   * ones undefined. Used by `createCancelApi`.
   */
  take(signal: AbortSignal | null | undefined): Promise<Response> | undefined;
}

/** Sends get-context with exactly the request the client would send (see `PrefetchedContext`). */
export function prefetchContext(options: PrefetchContextOptions = {}): PrefetchedContext {
  const url = requestUrl({ baseUrl: options.baseUrl ?? '' }, API_PATHS.getContext);
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const controller = new AbortController();
  const response = fetch(url, {
    method: 'GET',
    headers: requestHeaders({}),
    credentials: 'same-origin',
    redirect: 'follow',
    signal: controller.signal,
  });
  // The client reports a failure when it takes the answer; until then nobody is waiting for it.
  response.catch(() => {});
  // Cloned as soon as it arrives, before the client can read the body.
  const context = response
    .then((answer) => (answer.ok && !answer.redirected ? answer.clone().text() : undefined))
    .then((text) => {
      if (text === undefined) return undefined;
      const checked = checkContract(contextResponseCheck, JSON.parse(text));
      return checked.success ? checked.data : undefined;
    })
    .catch(() => undefined);
  let taken = false;
  return {
    url,
    context,
    take(signal) {
      if (taken) return undefined;
      taken = true;
      if (signal?.aborted) controller.abort(signal.reason);
      else signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
      return response;
    },
  };
}

/**
 * `fetch` whose first GET of `prefetched.url` is answered by `prefetched` (with the caller's
 * signal); every other request goes to `fetch`.
 */
export function withPrefetchedContext(prefetched: PrefetchedContext, fetch: FetchLike): FetchLike {
  return (input, init) =>
    (init.method === 'GET' && input === prefetched.url && prefetched.take(init.signal)) ||
    fetch(input, init);
}
