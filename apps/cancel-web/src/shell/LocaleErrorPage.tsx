import { Button, ErrorBanner, PageLayout } from '@cancel-flow/ui';
import type { I18n } from '@cancel-flow/i18n';
import { reloadToDownloadAgain } from './reloadToDownloadAgain';

/**
 * Shown instead of the flow when the page's language could not be loaded (failed or timed out):
 * product §8's global error in English, which did load, never a flow of raw keys. "Try again"
 * loads the page again.
 */
export function LocaleErrorPage({ i18n, supportEmail }: { i18n: I18n; supportEmail: string }) {
  const banner = (
    <ErrorBanner
      tabIndex={-1}
      message={i18n.t('errors.banner', { email: supportEmail })}
      email={supportEmail}
      actions={
        <Button variant="secondary" onClick={reloadToDownloadAgain}>
          {i18n.t('buttons.tryAgain')}
        </Button>
      }
    />
  );
  return (
    <PageLayout mainId="main" banner={banner}>
      {null}
    </PageLayout>
  );
}
