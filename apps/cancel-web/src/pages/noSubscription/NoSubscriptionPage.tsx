import { Actions, NoSubscriptionIllustration, PageHeading, Stack } from '@cancel-flow/ui';
import { useTranslation } from 'react-i18next';
import { AppPage } from '../../shell/AppPage';
import { useServices } from '../../shell/services';
import { HomeLink, SupportLink } from '../../shell/StatusPage';

/** SPEC §2: no active recurring subscription, or no access to the toolkit. */
export default function NoSubscriptionPage() {
  const { t } = useTranslation();
  const { settings } = useServices();
  return (
    <AppPage title={t('noSubscription.title')}>
      <Stack>
        <NoSubscriptionIllustration />
        <PageHeading title={t('noSubscription.title')} />
        <p>
          {t('noSubscription.extraTools')}{' '}
          <a href={settings.extraToolsUrl}>{t('noSubscription.extraToolsLink')}</a>
        </p>
        <Actions>
          <HomeLink />
          <SupportLink />
        </Actions>
      </Stack>
    </AppPage>
  );
}
