import type { User } from '@cancel-flow/api-client';

/** What page load (product §4) leads to for get-context's user. */
export type SessionStatus = 'ready' | 'anonymous' | 'no-subscription';

/**
 * product §4: no user_id: anonymous (stop); no active recurring subscription: no-subscription;
 * otherwise ready (the page may show the flow). Its own module: the entry's first-step preview
 * reads it without the rest of loadSession.
 */
export function sessionStatus(user: User): SessionStatus {
  if (user.user_id === undefined || user.user_id === null || user.user_id === '') {
    return 'anonymous';
  }
  return user.has_active_recurring ? 'ready' : 'no-subscription';
}
