import { cx } from '../utils/cx';

export interface SpinnerProps {
  /** `sm` 16px, `md` 24px, `lg` 40px; it inherits the text colour. */
  size?: 'sm' | 'md' | 'lg';
  /** When given, the spinner is announced as a status with this text; otherwise decorative. */
  label?: string;
  className?: string;
}

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
