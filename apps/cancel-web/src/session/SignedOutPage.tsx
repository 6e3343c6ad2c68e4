import { Actions, ButtonLink, StatusPanel } from '@cancel-flow/ui';
import { useTranslation } from 'react-i18next';
import { AppPage } from '../app/AppPage';
import { useServices } from '../app/services';

/** get-context answered no user_id: the flow stops here (SPEC §4) with a way out. */
export function SignedOutPage() {
  const { t } = useTranslation();
  const { settings } = useServices();
  return (
    <AppPage title={t('signedOut.title')}>
      <StatusPanel
        status="info"
        title={t('signedOut.title')}
        actions={
          <Actions>
            <ButtonLink href={settings.homepageUrl} variant="primary">
              {t('buttons.goHome')}
            </ButtonLink>
          </Actions>
        }
      >
        <p>{t('signedOut.body')}</p>
      </StatusPanel>
    </AppPage>
  );
}
