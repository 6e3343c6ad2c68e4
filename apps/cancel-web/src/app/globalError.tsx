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
import { useTranslation } from 'react-i18next';
import { useServices } from './services';

interface GlobalErrorApi {
  readonly error: unknown;
  /** Shows SPEC §8's banner. Already-reported API failures are only logged here. */
  showError(error: unknown): void;
  clearError(): void;
}

const GlobalErrorContext = createContext<GlobalErrorApi | null>(null);

export function GlobalErrorProvider({ children }: { children: ReactNode }) {
  const [error, setError] = useState<unknown>(null);
  const showError = useCallback((next: unknown) => {
    // The browser is already leaving for the redirect target: nothing went wrong.
    if (next instanceof RedirectError) return;
    console.error(next);
    setError(next ?? new Error('Unknown error'));
  }, []);
  const clearError = useCallback(() => setError(null), []);
  const value = useMemo(() => ({ error, showError, clearError }), [error, showError, clearError]);
  return <GlobalErrorContext.Provider value={value}>{children}</GlobalErrorContext.Provider>;
}

export function useGlobalError(): GlobalErrorApi {
  const value = useContext(GlobalErrorContext);
  if (!value) throw new Error('useGlobalError must be used inside <GlobalErrorProvider>');
  return value;
}

/** SPEC §8's global error banner: shown whenever the global error is set, scrolled into view. */
export function GlobalErrorBanner({ onRetry }: { onRetry?: () => void }) {
  const { error } = useGlobalError();
  const { t } = useTranslation();
  const { settings } = useServices();
  const banner = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!error) return;
    window.scrollTo({ top: 0 });
    banner.current?.focus({ preventScroll: true });
  }, [error]);

  if (!error) return null;
  return (
    <ErrorBanner
      ref={banner}
      tabIndex={-1}
      message={t('errors.banner', { email: settings.supportEmail })}
      email={settings.supportEmail}
      actions={
        onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('buttons.tryAgain')}
          </Button>
        ) : undefined
      }
    />
  );
}
