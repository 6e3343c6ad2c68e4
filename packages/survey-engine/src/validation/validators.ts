import { NAME_MAX_LENGTH } from './limits';
import { textLength } from './text-length';
import type { SurveyField, ValidationIssue } from './types';

/** Required, non-blank text of at most `maxLength` code points; no issues when valid. */
export function validateText(
  field: SurveyField,
  value: string,
  maxLength: number,
): ValidationIssue[] {
  if (value === '') return [{ field, code: 'required' }];
  if (value.trim() === '') return [{ field, code: 'blank' }];
  // The raw value is counted (not the trimmed one) so that the counter the user sees agrees.
  return textLength(value) > maxLength
    ? [{ field, code: 'too_long', params: { count: maxLength } }]
    : [];
}

/** The values of the final step's form. */
export interface FinalStepValues {
  readonly name: string;
  readonly agreed: boolean;
  /** Free comment (paid users only): no rules. */
  readonly comment: string;
}

/**
 * Validates the final step's form: name (required, non-blank, at most `NAME_MAX_LENGTH`) and the
 * agreement (must be ticked). The comment has no rules. Usable on its own, e.g. in a
 * react-hook-form resolver.
 */
export function validateFinalStep(
  values: Pick<FinalStepValues, 'name' | 'agreed'> & Partial<FinalStepValues>,
): ValidationIssue[] {
  const issues = validateText('name', values.name, NAME_MAX_LENGTH);
  return values.agreed === true ? issues : [...issues, { field: 'agreed', code: 'required' }];
}
