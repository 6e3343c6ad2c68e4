import { cx } from '../utils/cx';

export interface SpinnerProps {
  /** `sm` 18px (in buttons), `md` 24px (default), `lg` 40px (a page); it inherits the text colour. */
  size?: 'sm' | 'md' | 'lg';
  /** When given, the spinner is announced as a status with this text; otherwise decorative. */
  label?: string;
  className?: string;
}

/**
 * A turning ring that shows something is in progress. Decorative (`aria-hidden`) by default, as
 * inside a busy Button; with a `label` it is a `role="status"` that screen readers announce. With
 * reduced motion it keeps turning, slowly.
 */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const spinner = (
    <span className={cx('cf-spinner', `cf-spinner--${size}`, className)} aria-hidden="true" />
  );
  if (!label) return spinner;
  return (
    <span role="status" className="cf-spinner-status">
      {spinner}
      <span className="cf-visually-hidden">{label}</span>
    </span>
  );
}
