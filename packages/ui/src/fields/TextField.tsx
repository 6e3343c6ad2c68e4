import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import { FieldFrame } from './FieldFrame';
import { useFieldWarning } from './useFieldWarning';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'size'> {
  /** The visible label (translated). */
  label: ReactNode;
  /** Help text under the label, read as part of the field's description. */
  hint?: ReactNode;
  /** Validation message; shown in the warning tooltip while focused, marks the field invalid. */
  error?: string | undefined;
  /** Text after the label for optional fields, e.g. "(optional)". */
  optionalText?: string | undefined;
  /** Class of the outer wrapper; the input itself keeps `cf-input`. */
  className?: string;
}

/**
 * A single-line text input with label, hint and validation warning. It is a native input: every
 * input prop (name, value/defaultValue, onChange, onBlur, ref, autoComplete, readOnly…) is passed
 * through, so `{...register('name')}` from react-hook-form works as is.
 */
export function TextField({
  label,
  hint,
  error,
  optionalText,
  className,
  id,
  type = 'text',
  readOnly,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const warning = useFieldWarning({ error, describedBy: [hintId, describedBy] });

  return (
    <FieldFrame
      inputId={inputId}
      hintId={hintId}
      label={label}
      hint={hint}
      optionalText={optionalText}
      warning={warning}
      className={className}
    >
      <input
        {...inputProps}
        id={inputId}
        type={type}
        readOnly={readOnly}
        className={cx('cf-input', readOnly && 'cf-input--readonly')}
        {...warning.controlProps}
      />
    </FieldFrame>
  );
}
