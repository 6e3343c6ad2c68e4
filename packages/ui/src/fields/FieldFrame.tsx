import type { ReactNode } from 'react';
import { WarningIcon } from '../icons/icons';
import { cx } from '../utils/cx';
import { FieldLabel, type LabelAppearance } from './FieldLabel';
import { FieldWarning } from './FieldWarning';
import type { FieldWarningBinding } from './useFieldWarning';

interface FieldFrameProps {
  /** Id of the control the label points at. */
  inputId: string;
  /** Id of the hint, when there is one (already part of the control's aria-describedby). */
  hintId: string | undefined;
  label: ReactNode;
  hint: ReactNode;
  optionalText: string | undefined;
  labelAppearance?: LabelAppearance | undefined;
  warning: FieldWarningBinding;
  className: string | undefined;
  /** The control itself (input, textarea). */
  children: ReactNode;
  /** Shown under the control, above the warning, e.g. a character counter. */
  below?: ReactNode;
}

/** The help text of a field (nothing when there is none); its id goes in aria-describedby. */
export function FieldHint({
  id,
  className,
  children,
}: {
  id: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return children ? (
    <p id={id} className={cx('cf-field__hint', className)}>
      {children}
    </p>
  ) : null;
}

/** The label, hint, invalid state and warning tooltip around a text control. */
export function FieldFrame({
  inputId,
  hintId,
  label,
  hint,
  optionalText,
  labelAppearance,
  warning,
  className,
  children,
  below,
}: FieldFrameProps) {
  return (
    <div
      className={cx('cf-field', warning.invalid && 'cf-field--invalid', className)}
      {...warning.anchorProps}
    >
      <FieldLabel htmlFor={inputId} optionalText={optionalText} appearance={labelAppearance}>
        {label}
      </FieldLabel>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <div className="cf-field__anchor">
        <div className="cf-field__control">
          {children}
          {warning.invalid ? <WarningIcon className="cf-field__status-icon" /> : null}
        </div>
        {below}
        <FieldWarning {...warning.warningProps} />
      </div>
    </div>
  );
}
