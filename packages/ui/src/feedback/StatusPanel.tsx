import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FailureIcon, InfoIcon, MailIcon, SuccessIcon } from '../icons/icons';
import { TitledSection } from '../layout/TitledSection';
import { cx } from '../utils/cx';

export type StatusPanelStatus = 'success' | 'waiting' | 'failure' | 'info';

export interface StatusPanelProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /**
   * Picks the icon and colour: `waiting` (an envelope: check your e-mail), `success` (done),
   * `failure` (it did not work), `info` (neutral, e.g. while confirming).
   */
  status: StatusPanelStatus;
  /** The panel's heading, translated: names the region; the page's h1 by default. */
  title: ReactNode;
  /** Heading level of the title; 1 when the panel is the page's main content (default). */
  headingLevel?: 1 | 2 | 3;
  /** Body text: paragraphs, notices, links. */
  children?: ReactNode;
  /** Buttons or links under the body (wrap them in `<Actions>`). */
  actions?: ReactNode;
  /** Replaces the status icon (decorative). */
  icon?: ReactNode;
}

const icons = { success: SuccessIcon, waiting: MailIcon, failure: FailureIcon, info: InfoIcon };

/**
 * A result or waiting screen: icon, title, body and actions, e.g. "Check your email" and the
 * confirm-unsubscribe outcome. Add `aria-live="polite"` when the status changes while it is shown.
 */
export function StatusPanel({
  status,
  children,
  actions,
  icon,
  className,
  ...rest
}: StatusPanelProps) {
  const Icon = icons[status];
  return (
    <TitledSection
      {...rest}
      className={cx('cf-status', `cf-status--${status}`, className)}
      titleClassName="cf-status__title"
      before={
        <span className="cf-status__icon" aria-hidden="true">
          {icon ?? <Icon />}
        </span>
      }
    >
      {children ? <div className="cf-status__body">{children}</div> : null}
      {actions ? <div className="cf-status__actions">{actions}</div> : null}
    </TitledSection>
  );
}
