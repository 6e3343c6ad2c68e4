import { WarningIcon } from '../icons/icons';
import { cx } from '../utils/cx';

export interface FieldWarningProps {
  /** Referenced by the field's aria-describedby. */
  id: string;
  /** The translated message; nothing is shown or announced without one. */
  message?: string | undefined;
  /** Show the speech bubble (while the field is focused); otherwise the text is visually hidden. */
  open: boolean;
  className?: string;
}

/**
 * The warning tooltip of a field. The element is always in the DOM and is a polite live region, so
 * a message that appears is announced; the field's aria-describedby keeps it readable on focus.
 */
export function FieldWarning({ id, message, open, className }: FieldWarningProps) {
  const visible = open && Boolean(message);
  return (
    <span
      id={id}
      aria-live="polite"
      data-state={visible ? 'open' : 'closed'}
      className={cx('cf-field-warning', visible && 'cf-field-warning--open', className)}
    >
      {message ? (
        <>
          <WarningIcon className="cf-field-warning__icon" />
          <span>{message}</span>
        </>
      ) : null}
    </span>
  );
}
