import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { splitCounter, useTypedValue, type WithCounter, type WithoutCounter } from './Counter';
import { FieldFrame } from './FieldFrame';
import { useFieldWarning } from './useFieldWarning';

interface TextAreaBaseProps extends Omit<
  ComponentPropsWithRef<'textarea'>,
  'children' | 'maxLength'
> {
  label: ReactNode;
  hint?: ReactNode;
  /** Validation message; shown in the warning tooltip while focused, marks the field invalid. */
  error?: string | undefined;
  optionalText?: string | undefined;
  /** Class of the outer wrapper; the textarea itself keeps `cf-textarea`. */
  className?: string;
}

export type TextAreaProps = TextAreaBaseProps & (WithCounter | WithoutCounter);

/**
 * A multi-line text field with an optional live character counter. Native textarea props pass
 * through (works with react-hook-form's `register`); pass `value` to control it, which also keeps
 * the counter right after programmatic changes such as a form reset.
 */
export function TextArea({
  label,
  hint,
  error,
  optionalText,
  className,
  id,
  rows = 4,
  value,
  defaultValue,
  onChange,
  ref,
  'aria-describedby': describedBy,
  ...props
}: TextAreaProps) {
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
      <textarea
        {...rest}
        ref={typedRef}
        id={inputId}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        className="cf-textarea"
        {...warning.controlProps}
      />
    </FieldFrame>
  );
}
