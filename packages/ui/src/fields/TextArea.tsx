import {
  useCallback,
  useId,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { WarningIcon } from '../icons/icons';
import { cx } from '../utils/cx';
import { useMergedRefs } from '../utils/refs';
import { useCharacterCount } from './characterCount';
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

interface WithCounter {
  /**
   * The length limit shown by the counter. Not the native attribute: typing past it is allowed
   * (nothing is ever truncated) and the counter turns into the error colour.
   */
  maxLength: number;
  /** Counter text, translated by the app; `remaining` is negative over the limit. */
  counterLabel: (remaining: number, limit: number) => string;
  /** How length is measured; Unicode code points by default. */
  measure?: (value: string) => number;
  /** Remaining counts at which the counter is announced (default: 20 %, 10 % of the limit, 0). */
  announceAt?: readonly number[];
}

interface WithoutCounter {
  maxLength?: undefined;
  counterLabel?: undefined;
  measure?: undefined;
  announceAt?: undefined;
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
  maxLength,
  counterLabel,
  measure,
  announceAt,
  value,
  defaultValue,
  onChange,
  ref,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const hasCounter = maxLength !== undefined && counterLabel !== undefined;
  const counterId = hasCounter ? `${inputId}-counter` : undefined;
  const warning = useFieldWarning({ error, describedBy: [hintId, counterId, describedBy] });

  const controlled = value !== undefined;
  const [typed, setTyped] = useState(() =>
    defaultValue === undefined ? '' : String(defaultValue),
  );
  // A form library may fill an uncontrolled textarea through its ref (default values): read it back.
  const syncFromDom = useCallback(
    (node: HTMLTextAreaElement | null) => {
      if (node && !controlled) setTyped(node.value);
    },
    [controlled],
  );
  const mergedRef = useMergedRefs(ref, syncFromDom);
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (!controlled) setTyped(event.target.value);
    onChange?.(event);
  };

  return (
    <FieldFrame
      inputId={inputId}
      hintId={hintId}
      label={label}
      hint={hint}
      optionalText={optionalText}
      warning={warning}
      className={className}
      below={
        hasCounter ? (
          <Counter
            id={counterId}
            value={controlled ? String(value) : typed}
            limit={maxLength}
            label={counterLabel}
            measure={measure}
            announceAt={announceAt}
          />
        ) : null
      }
    >
      <textarea
        {...textareaProps}
        ref={mergedRef}
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

interface CounterProps {
  id: string | undefined;
  value: string;
  limit: number;
  label: (remaining: number, limit: number) => string;
  measure: ((value: string) => number) | undefined;
  announceAt: readonly number[] | undefined;
}

function Counter({ id, value, limit, label, measure, announceAt }: CounterProps) {
  const count = useCharacterCount({ value, limit, label, measure, announceAt });
  return (
    <>
      <p
        id={id}
        className={cx('cf-counter', count.over && 'cf-counter--over')}
        data-over={count.over ? 'true' : undefined}
      >
        {count.over ? <WarningIcon /> : null}
        {count.text}
      </p>
      <span className="cf-visually-hidden" aria-live="polite">
        {count.announcement}
      </span>
    </>
  );
}
