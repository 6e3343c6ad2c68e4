import type { ReactNode } from 'react';

export interface FieldLabelProps {
  htmlFor: string;
  children: ReactNode;
  /** e.g. "(optional)", translated by the app. */
  optionalText?: string | undefined;
}

export function FieldLabel({ htmlFor, children, optionalText }: FieldLabelProps) {
  return (
    <label className="cf-field__label" htmlFor={htmlFor}>
      {children}
      {optionalText ? <span className="cf-field__optional"> {optionalText}</span> : null}
    </label>
  );
}
