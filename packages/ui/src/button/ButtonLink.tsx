import type { ComponentPropsWithRef } from 'react';
import { buttonClassName, type ButtonStyleOptions } from './buttonClassName';

export interface ButtonLinkProps extends ComponentPropsWithRef<'a'>, ButtonStyleOptions {
  href: string;
}

/** A link that looks like a button, for navigation such as "Go to homepage". */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <a {...rest} className={buttonClassName({ variant, size, fullWidth }, className)}>
      <span className="cf-button__label">{children}</span>
    </a>
  );
}
