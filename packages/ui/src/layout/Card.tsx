import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';

export type CardProps = ComponentPropsWithRef<'div'>;

/** A white surface with a soft border and generous padding (smaller on mobile). */
export function Card({ className, ...rest }: CardProps) {
  return <div {...rest} className={cx('cf-card', className)} />;
}
