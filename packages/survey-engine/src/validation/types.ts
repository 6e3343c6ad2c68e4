/**
 * The inputs of the survey. The same names are used by `change` events and by validation issues,
 * so an app can use them as form field names.
 */
export type SurveyField =
  | 'choice'
  | 'text'
  | 'competitor'
  | 'services'
  | 'name'
  | 'agreed'
  | 'comment'
  /** The lower plan chosen for a downgrade offer. */
  | 'plan';

/**
 * - `required`: nothing chosen or typed (or the agreement is not ticked);
 * - `blank`: only whitespace;
 * - `too_long`: longer than `params.count` code points;
 * - `invalid`: the event does not fit the current step (an unknown choice id, a field this step
 *   does not have). A programming error in the caller, never caused by what a user typed.
 */
export type IssueCode = 'required' | 'blank' | 'too_long' | 'invalid';

/** A validation problem as data: the app turns `code` and `params` into a translated message. */
export interface ValidationIssue {
  readonly field: SurveyField;
  readonly code: IssueCode;
  readonly params?: { readonly count: number };
}
