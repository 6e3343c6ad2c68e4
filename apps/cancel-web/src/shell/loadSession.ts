import type { CancelApi, User } from '@cancel-flow/api-client';

/** What page load (product §4) ends in. A failed call rejects instead. */
export type Session =
  /** Signed in with a recurring subscription; the client holds the CSRF token for its POSTs. */
  | { readonly status: 'ready'; readonly user: User; readonly loadedAt: Date }
  /** get-context answered a user without user_id: stop (nothing more is fetched). */
  | { readonly status: 'anonymous' }
  /** No active recurring subscription: the page redirects to /cancel/no-subscription. */
  | { readonly status: 'no-subscription'; readonly user: User };

/**
 * product §4 page load: fetch the user; no user_id: stop; no active recurring subscription:
 * no-subscription; otherwise fetch the CSRF token and keep user, token and a timestamp.
 */
export async function loadSession(
  api: CancelApi,
  now: () => Date = () => new Date(),
): Promise<Session> {
  const { user } = await api.getContext();
  if (user.user_id === undefined || user.user_id === null || user.user_id === '') {
    return { status: 'anonymous' };
  }
  if (!user.has_active_recurring) return { status: 'no-subscription', user };
  await api.getCsrfToken();
  return { status: 'ready', user, loadedAt: now() };
}

/** Loads the session once per page and shares the result with every route that needs it. */
export interface SessionSource {
  load(): Promise<Session>;
  /** Forgets a failed load so that "Try again" asks the server again. */
  retry(): Promise<Session>;
}

export function createSessionSource(api: CancelApi): SessionSource {
  let pending: Promise<Session> | undefined;
  return {
    load() {
      pending ??= loadSession(api);
      return pending;
    },
    retry() {
      pending = loadSession(api);
      return pending;
    },
  };
}
