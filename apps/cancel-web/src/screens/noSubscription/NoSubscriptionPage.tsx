import {
  Actions,
  ButtonLink,
  NoSubscriptionIllustration,
  PageHeading,
  Stack,
} from '@cancel-flow/ui';
import { useTranslation } from 'react-i18next';
import { AppPage } from '../../app/AppPage';
import { useServices } from '../../app/services';

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
          <ButtonLink href={settings.homepageUrl} variant="primary">
            {t('buttons.goHome')}
          </ButtonLink>
          <ButtonLink href={settings.supportUrl} variant="link">
            {t('buttons.contactSupport')}
          </ButtonLink>
        </Actions>
      </Stack>
    </AppPage>
  );
}
