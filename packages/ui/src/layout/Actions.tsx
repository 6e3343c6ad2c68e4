import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';

export interface ActionsProps extends ComponentPropsWithRef<'div'> {
  /** Row alignment from tablet width up: `start` (default), `end` or `center`. */
  align?: 'start' | 'end' | 'center';
}

/**
 * A row of buttons. Put the primary action first: it comes first in reading and tab order, on top
 * when the row stacks to full-width buttons on mobile (≤599px).
 */
export function Actions({ align = 'start', className, ...rest }: ActionsProps) {
  return <div {...rest} className={cx('cf-actions', `cf-actions--${align}`, className)} />;
}
