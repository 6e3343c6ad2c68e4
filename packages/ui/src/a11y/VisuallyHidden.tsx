import type { HTMLAttributes } from 'react';
import { cx } from '../utils/cx';

export type VisuallyHiddenProps = HTMLAttributes<HTMLElement> & {
  /** Render a block element instead of a span. */
  as?: 'span' | 'div' | 'p';
};

/** Content for assistive technology only: hidden on screen, still read and still in the DOM. */
export function VisuallyHidden({ as: Tag = 'span', className, ...rest }: VisuallyHiddenProps) {
  return <Tag className={cx('cf-visually-hidden', className)} {...rest} />;
}
