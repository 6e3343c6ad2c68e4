import { NAME_MAX_LENGTH } from './limits';
import { textLength } from './text-length';
import { trimText } from './trim-text';
import type { SurveyField, ValidationIssue } from './types';

/**
 * Required, non-blank text of at most `maxLength` code points; no issues when valid. Blank and
 * length are judged on `trimText(value)`, the text that is sent: invisible characters alone are
 * blank, and surrounding spaces do not count towards the limit.
 */
export function validateText(
  field: SurveyField,
  value: string,
  maxLength: number,
): ValidationIssue[] {
  if (value === '') return [{ field, code: 'required' }];
  const sent = trimText(value);
  if (sent === '') return [{ field, code: 'blank' }];
  return textLength(sent) > maxLength
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
