import type { ContractIssue } from '../schemas/contract';

/** Base class of every error the client throws; `url` is the requested URL. */
export class CancelApiError extends Error {
  readonly url: string;

  constructor(message: string, url: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.url = url;
  }
}

/** The server answered with a non-OK status (product §8). */
export class RequestError extends CancelApiError {
  constructor(
    url: string,
    readonly status: number,
  ) {
    super(`Request was failed: url: ${url}, status: ${status}`, url);
  }
}

/** fetch itself failed: offline, DNS, CORS, connection reset. */
export class NetworkError extends CancelApiError {
  constructor(url: string, cause: unknown) {
    super(`Request was failed: url: ${url}, network error: ${describe(cause)}`, url, { cause });
  }
}

/** No complete answer arrived within the client's `timeoutMs`. */
export class RequestTimeoutError extends CancelApiError {
  constructor(
    url: string,
    readonly timeoutMs: number,
  ) {
    super(`Request was failed: url: ${url}, timed out after ${timeoutMs} ms`, url);
  }
}

/** The caller's AbortSignal cancelled the call. Not reported: cancelling is intentional. */
export class RequestAbortedError extends CancelApiError {
  constructor(url: string, cause: unknown) {
    super(`Request was aborted: url: ${url}`, url, { cause });
  }
}

/** The body is not JSON (e.g. an HTML error page) or does not match the call's contract. */
export class ResponseValidationError extends CancelApiError {
  constructor(
    url: string,
    reason: string,
    readonly issues: readonly ContractIssue[] = [],
  ) {
    super(`Response was invalid: url: ${url}, ${reason}`, url);
  }
}

/**
 * The server redirected the request and the browser was sent to `location` through `onRedirect`.
 * Thrown so the caller stops; not reported, as navigating away is not a failure.
 */
export class RedirectError extends CancelApiError {
  constructor(
    url: string,
    readonly location: string,
  ) {
    super(`Request was redirected: url: ${url}, location: ${location}`, url);
  }
}

/**
 * A POST answered 403 (CSRF token rotated), and before sending it again with a fresh token the
 * client asked who is signed in: no longer the user of the client's last `getContext` (another
 * customer signed in, in another tab). Nothing is sent again, so one customer's submission never
 * goes out under another's session, and the browser is sent to the page itself (`onRedirect` with
 * `location`, the page's address), which loads it again for whoever is signed in now. A
 * `RedirectError`: the caller stops, and it is not reported.
 */
export class SignedInUserChangedError extends RedirectError {
  constructor(url: string, location: string) {
    super(url, location);
    this.message = `Request was not sent again: url: ${url}, another user is signed in`;
  }
}

/** The redirect target is not http(s) (e.g. `javascript:`), so it is reported and not followed. */
export class UnsafeRedirectError extends CancelApiError {
  constructor(
    url: string,
    readonly location: string,
  ) {
    super(`Request was redirected to an unsafe location: url: ${url}, location: ${location}`, url);
  }
}

/** A POST was attempted before the client knew a CSRF token. */
export class MissingCsrfTokenError extends CancelApiError {
  constructor(url: string) {
    super(
      `CSRF token is missing: url: ${url}; call getCsrfToken() or setCsrfToken() before POST requests`,
      url,
    );
  }
}

/** A call was given a product or plan it does not support (e.g. downgrade for 'social'). */
export class UnsupportedArgumentError extends CancelApiError {
  constructor(url: string, message: string) {
    super(message, url);
  }
}

function describe(cause: unknown): string {
  if (cause instanceof Error) {
    // Node's fetch hides the reason (ECONNREFUSED, ENOTFOUND) in `cause`.
    const inner = cause.cause instanceof Error ? ` (${cause.cause.message})` : '';
    return `${cause.message}${inner}`;
  }
  return String(cause);
}
