import type { User } from '@cancel-flow/api-client';
import { useEffect, useState, type ReactNode } from 'react';
import { languageQuery } from '@cancel-flow/i18n';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingPage } from './AppPage';
import { useGlobalError } from './globalError';
import { useServices } from './services';
import type { Session } from './loadSession';
import { SignedOutPage } from './SignedOutPage';

type ReadySession = Extract<Session, { status: 'ready' }>;

interface SessionGateProps {
  /** Whether this user may see the page; otherwise /cancel/no-subscription (product §4, §6). */
  readonly allows?: (user: User) => boolean;
  readonly children: (session: ReadySession) => ReactNode;
}

type LoadState = { readonly status: 'loading' } | Session;

/**
 * Runs product §4's page load for a page that needs the signed-in user: the placeholder (with the
 * global error banner on failure) until the user is there, then the guards. A CSRF token that
 * cannot be fetched shows the global error over the page, whose "Try again" fetches it again.
 */
export function SessionGate({ allows, children }: SessionGateProps) {
  const { session } = useServices();
  const { showError, clearError } = useGlobalError();
  // Usually the user is there before the first render (main.ts starts loading it first).
  const [state, setState] = useState<LoadState>(() => session.loaded() ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const load = attempt === 0 ? session.load() : session.retry();
    load.then(
      (loaded) => current && setState(loaded),
      (error: unknown) => current && showError(error),
    );
    return () => {
      current = false;
    };
  }, [session, showError, attempt]);

  const admitted = state.status === 'ready' && isAllowed(allows, state.user) ? state : undefined;
  useEffect(() => {
    if (!admitted) return;
    let current = true;
    // product §4: the token is asked for only once the customer may see the page. The page shows
    // without waiting for it; one that failed is still product §8's global error, shown before
    // the customer can send anything, and asked for again by its "Try again".
    const fetchToken = () =>
      admitted.csrfToken().catch((error: unknown) => {
        if (!current) return;
        const retry = () => {
          clearError(error);
          void fetchToken();
        };
        showError(error, { retry });
      });
    void fetchToken();
    return () => {
      current = false;
    };
  }, [admitted, showError, clearError]);

  const retry = () => {
    clearError();
    setAttempt((count) => count + 1);
  };

  if (state.status === 'loading') return <LoadingPage onRetry={retry} />;
  if (state.status === 'anonymous') return <SignedOutPage />;
  if (!admitted) return <NoSubscriptionRedirect />;
  return <>{children(admitted)}</>;
}

function isAllowed(allows: SessionGateProps['allows'], user: User): boolean {
  try {
    return allows ? allows(user) : true;
  } catch {
    // product §4: a failed toolkit check also redirects to no-subscription.
    return false;
  }
}

/** product §4's redirect to /cancel/no-subscription, keeping the page's language for a reload. */
function NoSubscriptionRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/no-subscription', search: languageQuery(search) }} replace />;
}
