import type { CancelApi, User } from '@cancel-flow/api-client';
import { createCsrfToken, type CsrfToken } from './csrfToken';
import { sessionStatus } from './sessionStatus';

/** What page load (product §4) ends in. A failed call rejects instead. */
export type Session =
  /**
   * Signed in with a recurring subscription. The CSRF token is not asked for yet: the page calls
   * `csrfToken()` once its own guard (the page's toolkit, product §4) let the customer in, which
   * starts the fetch, and gets that same fetch on every later call, until one fails: the call after
   * a failure fetches again ("Try again"). The client keeps the token for its POSTs; the promise
   * rejects (reported) if it cannot be fetched.
   */
  | {
      readonly status: 'ready';
      readonly user: User;
      readonly loadedAt: Date;
      csrfToken(): Promise<string>;
    }
  /** get-context answered a user without user_id: stop (nothing more is fetched). */
  | { readonly status: 'anonymous' }
  /** No active recurring subscription: the page redirects to /cancel/no-subscription. */
  | { readonly status: 'no-subscription'; readonly user: User };

/**
 * product §4 page load: fetch the user; no user_id: stop; no active recurring subscription:
 * no-subscription; otherwise keep the user and a timestamp, and the CSRF token's fetch for the page
 * to start once it has checked the toolkit. The page does not wait for the token: only POSTs need
 * it (`CsrfToken.guard`).
 */
export async function loadSession(
  api: CancelApi,
  now: () => Date = () => new Date(),
  csrf: CsrfToken = createCsrfToken(api),
): Promise<Session> {
  const { user } = await api.getContext();
  const status = sessionStatus(user);
  if (status !== 'ready') return status === 'anonymous' ? { status } : { status, user };
  let token: Promise<string> | undefined;
  const csrfToken = () =>
    (token ??= csrf.fetch().catch((error: unknown) => {
      token = undefined;
      throw error;
    }));
  return { status, user, loadedAt: now(), csrfToken };
}

/** Loads the session once per page and shares the result with every route that needs it. */
export interface SessionSource {
  load(): Promise<Session>;
  /** Forgets a failed load so that "Try again" asks the server again. */
  retry(): Promise<Session>;
  /**
   * The session once the latest load has resolved, else undefined: a page rendered after that
   * shows it in its first render instead of a placeholder render first.
   */
  loaded(): Session | undefined;
}

/**
 * `onLoaded` hears every session a load resolves with, whichever page asked: what has to follow
 * who is signed in (the tab's survey records, what error reports must never contain).
 */
export function createSessionSource(
  api: CancelApi,
  csrf = createCsrfToken(api),
  onLoaded: (session: Session) => void = () => {},
): SessionSource {
  let pending: Promise<Session> | undefined;
  let settled: Session | undefined;
  const start = () => {
    const load = loadSession(api, undefined, csrf);
    settled = undefined;
    load.then(
      (session) => {
        if (pending === load) settled = session;
        onLoaded(session);
      },
      () => {},
    );
    pending = load;
    return load;
  };
  return {
    load: () => pending ?? start(),
    retry: start,
    loaded: () => settled,
  };
}
