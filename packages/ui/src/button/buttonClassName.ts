import { cx } from '../utils/cx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
/** `md` is 44px tall (the minimum for touch), `lg` 52px. */
export type ButtonSize = 'md' | 'lg';

export interface ButtonStyleOptions {
  /**
   * The weight of the action (default `primary`): `primary` the step's main action, `secondary`
   * the way out or the alternative, `danger` the one irreversible action, `link` a quiet action
   * that reads as text.
   */
  variant?: ButtonVariant;
  /** `md` (default) is 44px tall, the minimum for touch; `lg` 52px, for a status page's action. */
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
