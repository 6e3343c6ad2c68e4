import {
  memo,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';
import { WarningIcon } from '../icons/icons';
import { cx } from '../utils/cx';
import { mergeRefs, useMergedRefs } from '../utils/refs';
import { FieldHint } from './FieldFrame';
import { FieldWarning } from './FieldWarning';
import { useFieldWarning } from './useFieldWarning';

export interface RadioChoice {
  value: string;
  label: ReactNode;
  /** Secondary text under the label. */
  description?: ReactNode;
  /**
   * Shown under the choice while it is selected, e.g. the required free-text `<TextArea>` of an
   * "Other" answer. It follows the radio in tab order.
   */
  details?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question: rendered as the fieldset's legend. */
  legend: ReactNode;
  /**
   * `label` (default) looks like a field label, `subtitle` like a step subtitle under the page
   * heading, `hidden` keeps it for assistive technology only.
   */
  legendAppearance?: 'label' | 'subtitle' | 'hidden';
  /** Help text under the legend, read as the group's description. */
  hint?: ReactNode;
  /**
   * The answers, in order: `{ value, label, description?, details?, disabled? }`. `details` is
   * shown under a choice while it is selected (e.g. the free-text field of "Other").
   */
  choices: ReadonlyArray<RadioChoice>;
  /** Shared by every radio; generated when omitted. */
  name?: string;
  /** Controlled selection (`null` for none). */
  value?: string | null;
  /** Initial selection when uncontrolled. */
  defaultValue?: string;
  /** The native change event of the radio that became checked (react-hook-form's `onChange`). */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Convenience: the value that became checked. */
  onValueChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Given to every radio input: a callback ref such as react-hook-form's `register().ref`. */
  ref?: Ref<HTMLInputElement>;
  /** Validation message; shown in the warning tooltip while focus is in the group. */
  error?: string | undefined;
  disabled?: boolean;
  /** Marks the group as required for assistive technology (no native validation popup). */
  required?: boolean;
  id?: string;
  className?: string;
}

/**
 * A question with one answer: fieldset + legend and native radios, so arrow keys move and select
 * as browsers do. Works controlled (`value` + `onValueChange`) or uncontrolled (`defaultValue`,
 * or spread react-hook-form's `register(name)`).
 */
export function RadioGroup({
  legend,
  legendAppearance = 'label',
  hint,
  choices,
  name,
  value,
  defaultValue,
  onChange,
  onValueChange,
  onBlur,
  ref,
  error,
  disabled,
  required,
  id,
  className,
}: RadioGroupProps) {
  const autoId = useId();
  const groupId = id ?? `${autoId}-group`;
  const groupName = name ?? groupId;
  const legendId = `${groupId}-legend`;
  const hintId = hint ? `${groupId}-hint` : undefined;
  const warning = useFieldWarning({ error, describedBy: [hintId] });

  const controlled = value !== undefined;
  const [checkedValue, setCheckedValue] = useState<string | null>(defaultValue ?? null);
  const selected = controlled ? value : checkedValue;
  const tabStop = groupTabStop(choices, selected);
  // A form library may check a radio through its ref (default values): read it back.
  const syncFromDom = useCallback(
    (node: HTMLInputElement | null) => {
      if (node?.checked && !controlled) setCheckedValue(node.value);
    },
    [controlled],
  );
  // The radios get the same ref and handlers on every render, which call the latest props: a
  // parent that passes new functions each time (an inline ref, react-hook-form's `register`) must
  // not re-render the radios (see ChoiceRadio).
  const latest = useRef({ ref, onChange, onValueChange, onBlur, controlled });
  useLayoutEffect(() => {
    latest.current = { ref, onChange, onValueChange, onBlur, controlled };
  });
  const forwardRef = useCallback(
    (node: HTMLInputElement | null) => mergeRefs(latest.current.ref)(node),
    [],
  );
  const radioRef = useMergedRefs(forwardRef, syncFromDom);
  const handleChange = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    const props = latest.current;
    if (!props.controlled) setCheckedValue(event.target.value);
    props.onChange?.(event);
    props.onValueChange?.(event.target.value);
  }, []);
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLInputElement>) => latest.current.onBlur?.(event),
    [],
  );

  return (
    <fieldset
      id={groupId}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required={required || undefined}
      disabled={disabled}
      className={cx(
        'cf-field',
        'cf-radio-group',
        warning.invalid && 'cf-field--invalid',
        className,
      )}
      {...warning.controlProps}
      {...warning.anchorProps}
    >
      <legend
        id={legendId}
        className={cx(
          'cf-radio-group__legend',
          `cf-radio-group__legend--${legendAppearance}`,
          legendAppearance === 'hidden' && 'cf-visually-hidden',
        )}
      >
        {legend}
        {warning.invalid ? <WarningIcon className="cf-radio-group__status-icon" /> : null}
      </legend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      {/* The message between the question and its answers, not under the last answer: focus goes
          to the first answer, and on a phone the end of a long list is out of view. */}
      <div className="cf-field__anchor">
        <FieldWarning {...warning.warningProps} />
        <div className="cf-radio-group__choices">
          {choices.map((choice, index) => (
            <Choice
              key={choice.value}
              choice={choice}
              inputId={`${groupId}-${index}`}
              name={groupName}
              checked={selected === choice.value}
              tabStop={tabStop === choice.value}
              controlled={controlled}
              defaultChecked={defaultValue === choice.value}
              inputRef={radioRef}
              onChange={handleChange}
              onBlur={handleBlur}
            />
          ))}
        </div>
      </div>
    </fieldset>
  );
}

/**
 * The group's one Tab stop (the ARIA radio group pattern): the checked radio, or while none is
 * checked the first enabled one, whether the focus comes from before or after the group. Left to
 * itself, Chromium enters an unanswered group backwards at its last radio, unless one of its radios
 * had the focus before, so Shift+Tab could land on either end.
 */
function groupTabStop(choices: ReadonlyArray<RadioChoice>, selected: string | null | undefined) {
  const enabled = choices.filter((choice) => !choice.disabled);
  return (enabled.find((choice) => choice.value === selected) ?? enabled[0])?.value;
}

interface ChoiceProps {
  choice: RadioChoice;
  inputId: string;
  name: string;
  checked: boolean;
  /** The group's Tab stop (groupTabStop); the other radios are reached with the arrow keys. */
  tabStop: boolean;
  /** `checked` drives the radio when controlled; otherwise `defaultChecked` starts it. */
  controlled: boolean;
  defaultChecked: boolean;
  inputRef: RefCallback<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: FocusEventHandler<HTMLInputElement>;
}

/** One answer: its radio and, while it is chosen, its details (e.g. a free-text field). */
function Choice({ choice, checked, ...radio }: ChoiceProps) {
  return (
    <div className={cx('cf-choice', checked && 'cf-choice--checked')}>
      <ChoiceRadio
        {...radio}
        checked={checked}
        value={choice.value}
        label={choice.label}
        description={choice.description}
        disabled={choice.disabled}
      />
      {checked && choice.details ? (
        <div className="cf-choice__details">{choice.details}</div>
      ) : null}
    </div>
  );
}

interface ChoiceRadioProps extends Omit<ChoiceProps, 'choice'> {
  value: string;
  label: ReactNode;
  description: ReactNode;
  disabled: boolean | undefined;
}

/**
 * An answer's radio and label. Memoized, on props that stay the same while the group re-renders
 * (focus coming into or leaving it opens or closes the warning, an error comes or goes, the
 * parent renders new choice objects): on every update of an `<input>`, React 19 re-applies its
 * attributes, blanking `name` and setting it back (ReactDOM's `updateInput`). Done to the radio
 * Chromium is focusing, that takes it out of its group for the next Tab: the unanswered group
 * became one Tab stop per radio, and Shift+Tab left it.
 */
const ChoiceRadio = memo(function ChoiceRadio({
  inputId,
  name,
  value,
  label,
  description,
  disabled,
  checked,
  tabStop,
  controlled,
  defaultChecked,
  inputRef,
  onChange,
  onBlur,
}: ChoiceRadioProps) {
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <label className="cf-choice__label" htmlFor={inputId}>
      <input
        ref={inputRef}
        id={inputId}
        type="radio"
        className="cf-choice__input"
        name={name}
        value={value}
        checked={controlled ? checked : undefined}
        defaultChecked={controlled ? undefined : defaultChecked}
        disabled={disabled}
        tabIndex={tabStop ? undefined : -1}
        aria-describedby={descriptionId}
        onChange={onChange}
        onBlur={onBlur}
      />
      <span className="cf-choice__text">
        <span className="cf-choice__title">{label}</span>
        {description ? (
          <span id={descriptionId} className="cf-choice__description">
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
});
