import { Actions, NoSubscriptionIllustration, PageHeading, Stack } from '@cancel-flow/ui';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from '@cancel-flow/i18n/react';
import { AppPage } from '../../shell/AppPage';
import { useServices } from '../../shell/services';
import { HomeLink, SupportLink } from '../../shell/StatusPage';
import { withTexts } from '../../shell/withTexts';

/** Trans fills in the link text from the translated sentence. */
function TextLink({ href, children }: { href: string; children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}

/** product §2: no active recurring subscription, or no access to the toolkit. */
function NoSubscriptionPage() {
  const { t } = useTranslation();
  const { settings } = useServices();
  return (
    <AppPage title={t('noSubscription.title')}>
      <Stack>
        <NoSubscriptionIllustration />
        <PageHeading title={t('noSubscription.title')} />
        <p>
          <Trans
            i18nKey="noSubscription.extraTools"
            // Not `<link>`: Trans's parser reads HTML's void <link> as empty.
            components={{ a: <TextLink href={settings.extraToolsUrl} /> }}
          />
        </p>
        <Actions>
          <HomeLink />
          <SupportLink />
        </Actions>
      </Stack>
    </AppPage>
  );
}

export default withTexts('pages', NoSubscriptionPage);
