import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ErrorIcon } from '../icons/icons';
import { cx } from '../utils/cx';

export interface ErrorBannerProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'role' | 'title'
> {
  /** The full translated message, e.g. product §8's text with the support e-mail in it. */
  message: string;
  /** The support e-mail: its first occurrence in `message` becomes a mailto: link. */
  email?: string | undefined;
  /** Optional bold first line. */
  title?: ReactNode;
  /** Optional actions (e.g. a "Try again" button) under the message. */
  actions?: ReactNode;
}

function withMailLink(message: string, email: string | undefined): ReactNode {
  const at = email ? message.indexOf(email) : -1;
  if (!email || at === -1) return message;
  return (
    <>
      {message.slice(0, at)}
      <a className="cf-error-banner__link" href={`mailto:${email}`}>
        {email}
      </a>
      {message.slice(at + email.length)}
    </>
  );
}

/**
 * The global error (product §8): an alert announced when it appears. It can take focus
 * (tabIndex -1 + `ref`) and keeps a scroll margin so the app can bring it into view.
 */
export function ErrorBanner({
  message,
  email,
  title,
  actions,
  className,
  ...rest
}: ErrorBannerProps) {
  return (
    <div tabIndex={-1} {...rest} role="alert" className={cx('cf-error-banner', className)}>
      <ErrorIcon className="cf-error-banner__icon" />
      <div className="cf-error-banner__body">
        {title ? <p className="cf-error-banner__title">{title}</p> : null}
        <p className="cf-error-banner__message">{withMailLink(message, email)}</p>
        {actions ? <div className="cf-error-banner__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
