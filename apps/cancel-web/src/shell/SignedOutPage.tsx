import { useTranslation } from '@cancel-flow/i18n/react';
import { StatusPage } from './StatusPage';

/** get-context answered no user_id: the flow stops here (product §4) with a way out. */
export function SignedOutPage() {
  const { t } = useTranslation();
  return (
    <StatusPage status="info" title={t('signedOut.title')}>
      <p>{t('signedOut.body')}</p>
    </StatusPage>
  );
}
