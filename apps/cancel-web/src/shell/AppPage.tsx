import { PageLayout, PagePlaceholder } from '@cancel-flow/ui';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@cancel-flow/i18n/react';
import { documentTitle } from './documentTitle';
import { GlobalErrorBanner, useGlobalError } from './globalError';

interface AppPageProps {
  /** The document title's first part, e.g. the step; the product title follows. */
  readonly title?: string;
  readonly children: ReactNode;
  readonly onRetry?: () => void;
}

/** The page shell of every screen: layout, the global error banner and the document title. */
export function AppPage({ title, children, onRetry }: AppPageProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = documentTitle(t, title);
  }, [t, title]);
  return (
    <PageLayout mainId="main" banner={<GlobalErrorBanner onRetry={onRetry} />}>
      {children}
    </PageLayout>
  );
}

/**
 * product §2: the loading placeholder with the global error banner, while a page loads. It is a
 * page of its own to a screen reader (its heading and the title in the page's language), since a
 * failed page load ends here: while the error shows, the placeholder is still and no longer says
 * it is loading, until Try again starts the load again.
 */
export function LoadingPage({
  variant = 'survey',
  label,
  onRetry,
}: {
  variant?: 'survey' | 'panel';
  /** What a screen reader hears is loading; "Loading…" by default. */
  label?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const { error } = useGlobalError();
  return (
    <AppPage onRetry={onRetry}>
      <PagePlaceholder
        label={label ?? t('meta.loading')}
        variant={variant}
        stalled={error !== null}
      >
        <h1 className="cf-visually-hidden">{t('meta.documentTitle')}</h1>
      </PagePlaceholder>
    </AppPage>
  );
}
