import { RedirectError } from '@cancel-flow/api-client';
import { ErrorBanner, Button } from '@cancel-flow/ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from '@cancel-flow/i18n/react';
import { focusAtTop } from './focusAtTop';
import { useServices } from './services';

interface GlobalErrorApi {
  readonly error: unknown;
  /** Whether the banner takes focus when it appears. */
  readonly focus: boolean;
  /** The shown error's own "Try again" (`showError`'s `retry`). */
  readonly retry: (() => void) | undefined;
  /**
   * Shows product §8's banner (announced as an alert). Focus moves to it unless `focus` is false,
   * e.g. for a failure in the background while the customer is using the page. `retry`, for a
   * failure that can be asked again without leaving the page, is what the banner's "Try again"
   * does while it shows this error (before the page's own `onRetry`).
   */
  showError(
    error: unknown,
    options?: { readonly focus?: boolean; readonly retry?: () => void },
  ): void;
  /** Hides the banner; with `error`, only while the banner still shows that one. */
  clearError(error?: unknown): void;
}

const GlobalErrorContext = createContext<GlobalErrorApi | null>(null);

export function GlobalErrorProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<{
    error: unknown;
    focus: boolean;
    retry?: () => void;
  } | null>(null);
  const showError = useCallback<GlobalErrorApi['showError']>((next, options) => {
    // The browser is already leaving for the redirect target: nothing went wrong.
    if (next instanceof RedirectError) return;
    console.error(next);
    const error = next ?? new Error('Unknown error');
    setShown({ error, focus: options?.focus ?? true, retry: options?.retry });
  }, []);
  const clearError = useCallback(
    (only?: unknown) =>
      setShown((current) => (only === undefined || current?.error === only ? null : current)),
    [],
  );
  const value = useMemo(
    () => ({
      error: shown?.error ?? null,
      focus: shown?.focus ?? false,
      retry: shown?.retry,
      showError,
      clearError,
    }),
    [shown, showError, clearError],
  );
  return <GlobalErrorContext.Provider value={value}>{children}</GlobalErrorContext.Provider>;
}

export function useGlobalError(): GlobalErrorApi {
  const value = useContext(GlobalErrorContext);
  if (!value) throw new Error('useGlobalError must be used inside <GlobalErrorProvider>');
  return value;
}

/** product §8's global error banner: shown whenever the global error is set, scrolled into view. */
export function GlobalErrorBanner({ onRetry }: { onRetry?: () => void }) {
  const { error, focus, retry: ownRetry } = useGlobalError();
  const retry = ownRetry ?? onRetry;
  const { t } = useTranslation();
  const { settings } = useServices();
  const banner = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!error || !focus) return;
    focusAtTop(banner.current);
  }, [error, focus]);

  if (!error) return null;
  return (
    <ErrorBanner
      ref={banner}
      tabIndex={-1}
      message={t('errors.banner', { email: settings.supportEmail })}
      email={settings.supportEmail}
      actions={
        retry ? (
          <Button variant="secondary" onClick={retry}>
            {t('buttons.tryAgain')}
          </Button>
        ) : undefined
      }
    />
  );
}
