import { Actions, ButtonLink, StatusPanel, type StatusPanelStatus } from '@cancel-flow/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPage } from './AppPage';
import { useServices } from './services';

interface StatusPageProps {
  readonly status: StatusPanelStatus;
  readonly title: string;
  /** The buttons; default: Go to homepage. */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
  /**
   * Moves focus to the panel when it appears in place of another state (e.g. confirmed while
   * waiting), so screen readers announce it.
   */
  readonly focusOnMount?: boolean;
}

/** A page whose whole content is one status panel: done, waiting, or failed. */
export function StatusPage({ status, title, actions, children, focusOnMount }: StatusPageProps) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnMount) panel.current?.focus();
  }, [focusOnMount]);
  return (
    <AppPage title={title}>
      <StatusPanel
        ref={panel}
        tabIndex={focusOnMount ? -1 : undefined}
        status={status}
        title={title}
        actions={<Actions>{actions ?? <HomeLink />}</Actions>}
      >
        {children}
      </StatusPanel>
    </AppPage>
  );
}

/** 'Go to homepage' (SPEC §2). */
export function HomeLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' | 'link' }) {
  const { t } = useTranslation();
  const { settings } = useServices();
  return (
    <ButtonLink href={settings.homepageUrl} variant={variant}>
      {t('buttons.goHome')}
    </ButtonLink>
  );
}

/** 'Contact support' (SPEC §2). */
export function SupportLink({ variant = 'link' }: { variant?: 'primary' | 'secondary' | 'link' }) {
  const { t } = useTranslation();
  const { settings } = useServices();
  return (
    <ButtonLink href={settings.supportUrl} variant={variant}>
      {t('buttons.contactSupport')}
    </ButtonLink>
  );
}
