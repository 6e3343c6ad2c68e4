import type { ReactNode } from 'react';
import { cx } from '../utils/cx';

/** How a field's label looks: a label, or the screen's question in the step subtitle's style. */
export type LabelAppearance = 'label' | 'subtitle';

export interface FieldLabelProps {
  htmlFor: string;
  children: ReactNode;
  /** e.g. "(optional)", translated by the app; shown after the label and a space. */
  optionalText?: string | undefined;
  appearance?: LabelAppearance | undefined;
}

export function FieldLabel({ htmlFor, children, optionalText, appearance }: FieldLabelProps) {
  return (
    <label
      className={cx('cf-field__label', appearance === 'subtitle' && 'cf-field__label--subtitle')}
      htmlFor={htmlFor}
    >
      {children}
      {optionalText ? <OptionalMarker> {optionalText}</OptionalMarker> : null}
    </label>
  );
}

export interface OptionalMarkerProps {
  children?: ReactNode;
}

/**
 * The muted "(optional)" part of a field label. Apps whose languages place or bracket the marker
 * differently ("（任意）" with no space in Japanese) pass the whole label as one translated pattern
 * and wrap the marker in this, instead of using `optionalText`.
 */
export function OptionalMarker({ children }: OptionalMarkerProps) {
  return <span className="cf-field__optional">{children}</span>;
}
