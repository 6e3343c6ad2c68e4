import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import { splitCounter, useTypedValue, type WithCounter, type WithoutCounter } from './Counter';
import { FieldFrame } from './FieldFrame';
import { useFieldWarning } from './useFieldWarning';

interface TextFieldBaseProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'children' | 'size' | 'maxLength'
> {
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

export type TextFieldProps = TextFieldBaseProps & (WithCounter | WithoutCounter);

/**
 * A single-line text input with label, hint and validation warning. It is a native input: every
 * input prop (name, value/defaultValue, onChange, onBlur, ref, autoComplete, readOnly…) is passed
 * through, so `{...register('name')}` from react-hook-form works as is. With `maxLength`,
 * `counterLabel` and `measure` it shows a live character counter like `TextArea`.
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
  value,
  defaultValue,
  onChange,
  ref,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const {
    text: typedText,
    ref: typedRef,
    onChange: handleChange,
  } = useTypedValue(value, defaultValue, ref, onChange);
  const { counterId, counter, rest } = splitCounter(inputId, typedText, props);
  const warning = useFieldWarning({ error, describedBy: [hintId, counterId, describedBy] });

  return (
    <FieldFrame
      inputId={inputId}
      hintId={hintId}
      label={label}
      hint={hint}
      optionalText={optionalText}
      warning={warning}
      className={className}
      below={counter}
    >
      <input
        {...rest}
        ref={typedRef}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        id={inputId}
        type={type}
        readOnly={readOnly}
        className={cx('cf-input', readOnly && 'cf-input--readonly')}
        {...warning.controlProps}
      />
    </FieldFrame>
  );
}
