import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { WarningIcon } from '../icons/icons';
import { cx } from '../utils/cx';
import { FieldHint } from './FieldFrame';
import { FieldWarning } from './FieldWarning';
import { useFieldWarning } from './useFieldWarning';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** The label; may be long (e.g. the agreement) and may contain links. */
  label: ReactNode;
  /** Help text under the label, read as the checkbox's description. */
  hint?: ReactNode;
  /** Validation message; shown in the warning tooltip while focused, marks the box invalid. */
  error?: string | undefined;
  /** Class of the outer wrapper. */
  className?: string;
}

/** A native checkbox with a label, optional hint and validation warning. Works with `register`. */
export function Checkbox({
  label,
  hint,
  error,
  className,
  id,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const warning = useFieldWarning({ error, describedBy: [hintId, describedBy] });

  return (
    <div
      className={cx('cf-field', 'cf-checkbox', warning.invalid && 'cf-field--invalid', className)}
      {...warning.anchorProps}
    >
      <div className="cf-field__anchor">
        <div className="cf-checkbox__row">
          <input
            {...inputProps}
            id={inputId}
            type="checkbox"
            className="cf-checkbox__input"
            {...warning.controlProps}
          />
          <label className="cf-checkbox__label" htmlFor={inputId}>
            {label}
          </label>
          {warning.invalid ? <WarningIcon className="cf-checkbox__status-icon" /> : null}
        </div>
        <FieldHint id={hintId} className="cf-checkbox__hint">
          {hint}
        </FieldHint>
        <FieldWarning {...warning.warningProps} />
      </div>
    </div>
  );
}
