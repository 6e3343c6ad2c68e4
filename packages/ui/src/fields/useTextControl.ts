import {
  useId,
  type ChangeEventHandler,
  type ComponentProps,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';
import { splitCounter, useTypedValue, type WithCounter, type WithoutCounter } from './Counter';
import type { FieldFrame } from './FieldFrame';
import type { LabelAppearance } from './FieldLabel';
import { useFieldWarning } from './useFieldWarning';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** The props every text control (`TextField`, `TextArea`) takes besides its element's own. */
export interface TextControlOwnProps {
  /** The visible label (translated). */
  label: ReactNode;
  /** Help text under the label, read as part of the field's description. */
  hint?: ReactNode;
  /** Validation message; shown in the warning tooltip while focused, marks the field invalid. */
  error?: string | undefined;
  /** Text after the label for optional fields, e.g. "(optional)". */
  optionalText?: string | undefined;
  /**
   * `'subtitle'`: the label is the screen's question, styled like the step's subtitle (as
   * `RadioGroup`'s `legendAppearance`); default `'label'`.
   */
  labelAppearance?: LabelAppearance | undefined;
  /** Class of the outer wrapper; the control itself keeps its own class. */
  className?: string | undefined;
}

/** The native props `useTextControl` reads and wires itself; the rest pass through untouched. */
interface TextControlWiredProps<E extends TextElement> {
  id?: string | undefined;
  value?: unknown;
  defaultValue?: unknown;
  onChange?: ChangeEventHandler<E> | undefined;
  ref?: Ref<E> | undefined;
  'aria-describedby'?: string | undefined;
}

type TextControlInput<E extends TextElement> = TextControlOwnProps &
  TextControlWiredProps<E> &
  (WithCounter | WithoutCounter);

/** The element props `useTextControl` hands back: what was passed through, wired to the frame. */
export type TextControlProps<E extends TextElement, P extends TextControlInput<E>> = Omit<
  P,
  keyof TextControlOwnProps | keyof TextControlWiredProps<E> | keyof WithCounter
> & {
  ref: RefCallback<E>;
  id: string;
  value: P['value'];
  defaultValue: P['defaultValue'];
  onChange: ChangeEventHandler<E>;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * The shared body of a text control: its ids, the typed text behind the optional character
 * counter, and the validation warning. Returns the props of the `FieldFrame` around the control
 * and the props of the control element itself (spread them, then add the element's own class).
 */
export function useTextControl<E extends TextElement, P extends TextControlInput<E>>(
  props: P,
): {
  frameProps: Omit<ComponentProps<typeof FieldFrame>, 'children'>;
  controlProps: TextControlProps<E, P>;
} {
  const {
    label,
    hint,
    error,
    optionalText,
    labelAppearance,
    className,
    id,
    value,
    defaultValue,
    onChange,
    ref,
    'aria-describedby': describedBy,
    ...passed
  } = props;
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const {
    text: typedText,
    ref: typedRef,
    onChange: handleChange,
  } = useTypedValue(value, defaultValue, ref, onChange);
  const { counterId, counter, rest } = splitCounter(
    inputId,
    typedText,
    // `passed` still holds the counter props of `P`, which is one of the two.
    passed as typeof passed & (WithCounter | WithoutCounter),
  );
  const warning = useFieldWarning({ error, describedBy: [hintId, counterId, describedBy] });

  return {
    // The caller's own props, then what this hook derived for the frame.
    frameProps: {
      label,
      hint,
      optionalText,
      labelAppearance,
      className,
      inputId,
      hintId,
      warning,
      below: counter,
    },
    controlProps: {
      ...rest,
      ref: typedRef,
      id: inputId,
      value,
      defaultValue,
      onChange: handleChange,
      ...warning.controlProps,
    } as TextControlProps<E, P>,
  };
}
