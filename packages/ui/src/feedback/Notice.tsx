import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons/icons';
import { cx } from '../utils/cx';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

export interface NoticeProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /**
   * Colour and icon (default `info`): `info` for neutral notes, `success` for something done,
   * `warning` for a consequence to consider, `danger` for a serious one.
   */
  tone?: NoticeTone;
  /** Optional short bold line above the text, e.g. "Projects will be deleted". */
  title?: ReactNode;
  /** The note itself: paragraphs, may contain links. */
  children: ReactNode;
}

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: ErrorIcon };

/** An inline note inside a page, e.g. "your subscription doesn't include extra tools". */
export function Notice({ tone = 'info', title, children, className, ...rest }: NoticeProps) {
  const Icon = icons[tone];
  return (
    <div {...rest} className={cx('cf-notice', `cf-notice--${tone}`, className)}>
      <Icon className="cf-notice__icon" />
      <div className="cf-notice__body">
        {title ? <p className="cf-notice__title">{title}</p> : null}
        <div className="cf-notice__content">{children}</div>
      </div>
    </div>
  );
}
