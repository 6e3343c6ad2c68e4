import {
  memo,
  useCallback,
  useId,
  useState,
  type ChangeEvent,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';
import { WarningIcon } from '../icons/icons';
import { cx } from '../utils/cx';
import { useMergedRefs } from '../utils/refs';
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
  hint?: ReactNode;
  choices: readonly RadioChoice[];
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
  // A form library may check a radio through its ref (default values): read it back.
  const syncFromDom = useCallback(
    (node: HTMLInputElement | null) => {
      if (node?.checked && !controlled) setCheckedValue(node.value);
    },
    [controlled],
  );
  const radioRef = useMergedRefs(ref, syncFromDom);

  // Stable, like every prop of a `Choice`: see there.
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      if (!controlled) setCheckedValue(event.target.value);
      onChange?.(event);
      onValueChange?.(event.target.value);
    },
    [controlled, onChange, onValueChange],
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
      <div className="cf-field__anchor">
        <div className="cf-radio-group__choices">
          {choices.map((choice, index) => (
            <Choice
              key={choice.value}
              choice={choice}
              inputId={`${groupId}-${index}`}
              name={groupName}
              checked={selected === choice.value}
              controlled={controlled}
              defaultChecked={defaultValue === choice.value}
              inputRef={radioRef}
              onChange={handleChange}
              onBlur={onBlur}
            />
          ))}
        </div>
        <FieldWarning {...warning.warningProps} />
      </div>
    </fieldset>
  );
}

interface ChoiceProps {
  choice: RadioChoice;
  inputId: string;
  name: string;
  checked: boolean;
  /** `checked` drives the radio when controlled; otherwise `defaultChecked` starts it. */
  controlled: boolean;
  defaultChecked: boolean;
  inputRef: RefCallback<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: FocusEventHandler<HTMLInputElement> | undefined;
}

/**
 * One answer. Memoized so that a radio re-renders only when its own props change, not when the
 * group does (focus coming into or leaving the group opens or closes the warning tooltip, an
 * error comes or goes): on every update of an `<input>`, React 19 re-applies its attributes,
 * blanking `name` and setting it back (ReactDOM's `updateInput`). Done to the radio Chromium is
 * focusing, that takes it out of its group for the next Tab: the unanswered group became one Tab
 * stop per radio, and Shift+Tab left it.
 */
const Choice = memo(function Choice({
  choice,
  inputId,
  name,
  checked,
  controlled,
  defaultChecked,
  inputRef,
  onChange,
  onBlur,
}: ChoiceProps) {
  const descriptionId = choice.description ? `${inputId}-description` : undefined;
  return (
    <div className={cx('cf-choice', checked && 'cf-choice--checked')}>
      <label className="cf-choice__label" htmlFor={inputId}>
        <input
          ref={inputRef}
          id={inputId}
          type="radio"
          className="cf-choice__input"
          name={name}
          value={choice.value}
          checked={controlled ? checked : undefined}
          defaultChecked={controlled ? undefined : defaultChecked}
          disabled={choice.disabled}
          aria-describedby={descriptionId}
          onChange={onChange}
          onBlur={onBlur}
        />
        <span className="cf-choice__text">
          <span className="cf-choice__title">{choice.label}</span>
          {choice.description ? (
            <span id={descriptionId} className="cf-choice__description">
              {choice.description}
            </span>
          ) : null}
        </span>
      </label>
      {checked && choice.details ? (
        <div className="cf-choice__details">{choice.details}</div>
      ) : null}
    </div>
  );
});
