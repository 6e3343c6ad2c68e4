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
 *
 * While there is a message, an invisible copy of the bubble holds its place in the layout under
 * the field, and the bubble opens over that copy: it never covers the next label or button, and
 * nothing moves when focus comes or goes (a tap on the button below would otherwise miss it).
 */
export function FieldWarning({ id, message, open, className }: FieldWarningProps) {
  const visible = open && Boolean(message);
  return (
    <span className={cx('cf-field-warning-slot', message && 'cf-field-warning-slot--reserved')}>
      {message ? (
        // The copy's text is CSS-generated, so the message is in the DOM (and found) once.
        <span className="cf-field-warning-slot__space" aria-hidden="true" data-message={message}>
          <WarningIcon className="cf-field-warning__icon" />
        </span>
      ) : null}
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
    </span>
  );
}
