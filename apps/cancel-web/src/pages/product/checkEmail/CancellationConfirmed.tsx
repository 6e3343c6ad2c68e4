import { useTranslation } from '@cancel-flow/i18n/react';
import { StatusPage } from '../../../shell/StatusPage';
import { withOutcomeTexts } from '../outcomeTexts';

/** The cancellation was confirmed through the e-mail link (learnt by polling or from the tab). */
export function CancellationConfirmed() {
  const { t } = useTranslation();
  return (
    <StatusPage status="success" title={t('checkEmail.confirmedTitle')} focusOnMount>
      <p>{t('checkEmail.confirmedBody')}</p>
      <p>{t('checkEmail.processing')}</p>
    </StatusPage>
  );
}

/** The screen on its own (a page loaded again after the confirmation): its own chunk. */
export default withOutcomeTexts(CancellationConfirmed);
