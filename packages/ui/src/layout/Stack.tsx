import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';

export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** Vertical space between children: `sm` 0.75rem, `md` 1.5rem (default), `lg` 2rem. */
  gap?: 'sm' | 'md' | 'lg';
}

/** Stacks its children vertically with even spacing, e.g. the fields and actions of a step. */
export function Stack({ gap = 'md', className, ...rest }: StackProps) {
  return <div {...rest} className={cx('cf-stack', `cf-stack--${gap}`, className)} />;
}
