import {
  useCallback,
  useState,
  type ChangeEvent,
  type ChangeEventHandler,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';
import { WarningIcon } from '../icons/icons';
import { cx } from '../utils/cx';
import { useMergedRefs } from '../utils/refs';
import { useCharacterCount } from './characterCount';

/** The props of a text control that shows a live character counter. */
export interface WithCounter {
  /**
   * The length limit shown by the counter. Not the native attribute: typing past it is allowed
   * (nothing is ever truncated) and the counter turns into the error colour.
   */
  maxLength: number;
  /** Counter text, translated by the app; `remaining` is negative over the limit. */
  counterLabel: (remaining: number, limit: number) => string;
  /**
   * How length is measured: pass the validator's own function (e.g. the survey engine's
   * `textLength`), so the counter and the validation message can never disagree.
   */
  measure: (value: string) => number;
  /** Remaining counts at which the counter is announced (default: 20 %, 10 % of the limit, 0). */
  announceAt?: ReadonlyArray<number>;
}

export interface WithoutCounter {
  /**
   * Ignored without `counterLabel` and `measure`: the field never truncates what is typed. Typed
   * so that a form library's props (react-hook-form's `register()` result) spread in as they are.
   */
  maxLength?: number | undefined;
  counterLabel?: undefined;
  measure?: undefined;
  announceAt?: undefined;
}

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * The text a control holds, for its counter: the `value` when controlled, otherwise what was
 * typed, read back from the element too when a form library fills it through its ref.
 */
export function useTypedValue<E extends TextElement>(
  value: unknown,
  defaultValue: unknown,
  ref: Ref<E> | undefined,
  onChange: ChangeEventHandler<E> | undefined,
): { text: string; ref: RefCallback<E>; onChange: ChangeEventHandler<E> } {
  const controlled = value !== undefined;
  const [typed, setTyped] = useState(() =>
    defaultValue === undefined ? '' : String(defaultValue),
  );
  const syncFromDom = useCallback(
    (node: E | null) => {
      if (node && !controlled) setTyped(node.value);
    },
    [controlled],
  );
  return {
    text: controlled ? String(value) : typed,
    ref: useMergedRefs(ref, syncFromDom),
    onChange: (event: ChangeEvent<E>) => {
      if (!controlled) setTyped(event.target.value);
      onChange?.(event);
    },
  };
}

interface CounterProps {
  id: string | undefined;
  value: string;
  limit: number;
  label: (remaining: number, limit: number) => string;
  measure: (value: string) => number;
  announceAt: ReadonlyArray<number> | undefined;
}

/** The visible counter under a field, and its polite live region. */
export function Counter({ id, value, limit, label, measure, announceAt }: CounterProps) {
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

/**
 * Splits a field's counter props from the control's own: the counter element (when the props ask
 * for one), its id for `aria-describedby`, and the rest of the props for the control.
 */
export function splitCounter<P extends WithCounter | WithoutCounter>(
  inputId: string,
  text: string,
  props: P,
): { counterId: string | undefined; counter: ReactNode; rest: Omit<P, keyof WithCounter> } {
  const { maxLength, counterLabel, measure, announceAt, ...rest } = props;
  if (maxLength === undefined || counterLabel === undefined || measure === undefined) {
    return { counterId: undefined, counter: null, rest };
  }
  const counterId = `${inputId}-counter`;
  const counter = (
    <Counter
      id={counterId}
      value={text}
      limit={maxLength}
      label={counterLabel}
      measure={measure}
      announceAt={announceAt}
    />
  );
  return { counterId, counter, rest };
}
