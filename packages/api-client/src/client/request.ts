import type { Check } from '../schemas/contract';
import { describeUrl } from './describe-url';
import {
  NetworkError,
  RedirectError,
  RequestAbortedError,
  RequestError,
  RequestTimeoutError,
  UnsafeRedirectError,
} from './errors';
import { parseBody } from './parse-body';
import { isAllowedRedirect, isSafeRedirect, type RedirectPolicy } from './redirect-policy';
import { requestHeaders, requestUrl } from './request-init';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface Transport {
  readonly fetch: FetchLike;
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly onRedirect: (url: string) => void;
  readonly redirectPolicy: RedirectPolicy;
}

export interface RequestSpec<T> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Checks the answer's body against the contract (see `parseBody`). */
  readonly check: Check<T>;
  readonly body?: unknown;
  readonly csrfToken?: string;
  /** Further headers, e.g. `Idempotency-Key`. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Whether fetch may follow a redirect by itself. Never for a request carrying a body, a CSRF
   * token or a secret in its URL: the browser would re-send them to wherever a 307/308 points,
   * another origin included. Default: true for GET, false for POST.
   */
  readonly followRedirects?: boolean;
  /**
   * Lets a POST outlive the page (fetch's `keepalive`): the customer may close the tab right
   * after the call starts. Used only while the body is at most KEEPALIVE_MAX_BODY_BYTES, since
   * browsers refuse a larger one; a larger body is sent without it.
   */
  readonly keepalive?: boolean;
  readonly signal?: AbortSignal | undefined;
}

/** Browsers refuse keepalive bodies over 64 KiB in all (with the page's other ones in flight). */
export const KEEPALIVE_MAX_BODY_BYTES = 60 * 1024;

/** Sends one JSON request and returns the response body validated by `spec.check`. */
export async function request<T>(transport: Transport, spec: RequestSpec<T>): Promise<T> {
  const target = requestUrl(transport, spec.path);
  // Errors name the URL without its query values: confirm's key never reaches a report.
  const url = describeUrl(target);
  const { signal } = spec;
  if (signal?.aborted) throw new RequestAbortedError(url, signal.reason);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, transport.timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });

  // Failures while waiting (fetch or body) are told apart by who aborted.
  const waitingError = (cause: unknown) => {
    if (timedOut) return new RequestTimeoutError(url, transport.timeoutMs);
    if (signal?.aborted) return new RequestAbortedError(url, signal.reason);
    return new NetworkError(url, cause);
  };

  try {
    const headers = requestHeaders(spec);
    const follow = spec.followRedirects ?? spec.method === 'GET';
    const body = spec.method === 'POST' ? JSON.stringify(spec.body ?? {}) : undefined;
    const keepalive =
      spec.keepalive === true &&
      body !== undefined &&
      new TextEncoder().encode(body).length <= KEEPALIVE_MAX_BODY_BYTES;

    let response: Response;
    try {
      response = await transport.fetch(target, {
        method: spec.method,
        headers,
        credentials: 'same-origin',
        redirect: follow ? 'follow' : 'manual',
        signal: controller.signal,
        ...(body === undefined ? {} : { body }),
        ...(keepalive ? { keepalive } : {}),
      });
    } catch (cause) {
      throw waitingError(cause);
    }

    const location = redirectLocation(response, target);
    if (location !== undefined) {
      discardBody(response);
      followRedirect(transport, url, location);
    }
    if (!response.ok) {
      discardBody(response);
      throw new RequestError(url, response.status);
    }

    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw waitingError(cause);
    }
    return parseBody(url, response, text, spec.check);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

// Browsers hide where a redirect that was not followed points (an 'opaqueredirect' response).
const HIDDEN_LOCATION = '(not followed; hidden by the browser)';

/**
 * Where the server redirected the request, if it did: the followed response's final URL, the
 * Location of an unfollowed 3xx (Node's fetch shows it), or HIDDEN_LOCATION (browsers do not).
 */
function redirectLocation(response: Response, target: string): string | undefined {
  if (response.redirected) return response.url;
  if (response.type === 'opaqueredirect') return HIDDEN_LOCATION;
  if (response.status >= 300 && response.status < 400) {
    const header = response.headers.get('location');
    if (header === null) return HIDDEN_LOCATION;
    try {
      return new URL(header, target).href;
    } catch {
      return header;
    }
  }
  return undefined;
}

function followRedirect(transport: Transport, url: string, location: string): never {
  if (!isSafeRedirect(location) || !isAllowedRedirect(transport.redirectPolicy, location)) {
    throw new UnsafeRedirectError(url, describeUrl(location));
  }
  transport.onRedirect(location);
  throw new RedirectError(url, describeUrl(location));
}

function discardBody(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}
