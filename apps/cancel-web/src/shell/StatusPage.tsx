import { Actions, ButtonLink, StatusPanel, type StatusPanelStatus } from '@cancel-flow/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@cancel-flow/i18n/react';
import { AppPage } from './AppPage';
import { focusAtTop } from './focusAtTop';
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
    if (focusOnMount) focusAtTop(panel.current);
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

type LinkVariant = 'primary' | 'secondary' | 'link';

/** A button-styled link to a deployment setting's URL with a fixed text. */
function SettingLink(props: {
  readonly to: 'homepageUrl' | 'supportUrl';
  readonly text: 'buttons.goHome' | 'buttons.contactSupport';
  readonly variant: LinkVariant;
}) {
  const { t } = useTranslation();
  const { settings } = useServices();
  return (
    <ButtonLink href={settings[props.to]} variant={props.variant}>
      {t(props.text)}
    </ButtonLink>
  );
}

/** 'Go to homepage' (product §2). */
export const HomeLink = ({ variant = 'primary' }: { variant?: LinkVariant }) => (
  <SettingLink to="homepageUrl" text="buttons.goHome" variant={variant} />
);

/** 'Contact support' (product §2). */
export const SupportLink = ({ variant = 'link' }: { variant?: LinkVariant }) => (
  <SettingLink to="supportUrl" text="buttons.contactSupport" variant={variant} />
);
