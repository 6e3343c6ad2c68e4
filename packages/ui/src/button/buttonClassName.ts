import { cx } from '../utils/cx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
/** `md` is 44px tall (the minimum for touch), `lg` 52px. */
export type ButtonSize = 'md' | 'lg';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Take the whole width of the container. */
  fullWidth?: boolean;
}

/**
 * The classes of a button look, for elements the kit does not render itself (e.g. a router
 * `<Link>` styled as a button).
 */
export function buttonClassName(
  { variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleOptions = {},
  className?: string,
): string {
  return cx(
    'cf-button',
    `cf-button--${variant}`,
    `cf-button--${size}`,
    fullWidth && 'cf-button--full',
    className,
  );
}
