import type { ReactNode } from 'react';

export interface FieldLabelProps {
  htmlFor: string;
  children: ReactNode;
  /** e.g. "(optional)", translated by the app; shown after the label and a space. */
  optionalText?: string | undefined;
}

export function FieldLabel({ htmlFor, children, optionalText }: FieldLabelProps) {
  return (
    <label className="cf-field__label" htmlFor={htmlFor}>
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
