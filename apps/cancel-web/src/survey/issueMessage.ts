import type { SurveyField, ValidationIssue } from '@cancel-flow/survey-engine';
import type { TFunction } from '@cancel-flow/i18n';

/** Turns the engine's validation codes into product §5's messages. */
export function issueMessage(t: TFunction, issue: ValidationIssue): string {
  const count = issue.params?.count ?? 0;
  switch (issue.field) {
    case 'choice':
    case 'competitor':
    case 'plan':
      return t('validation.chooseOption');
    case 'name':
      return issue.code === 'too_long'
        ? t('finalStep.nameTooLong', { count })
        : t('finalStep.nameRequired');
    case 'agreed':
      return t('finalStep.agreementRequired');
    case 'comment':
      return t('finalStep.enterComment');
    case 'text':
    case 'services':
      return issue.code === 'too_long'
        ? t('validation.commentTooLong', { count })
        : t('validation.fillField');
  }
}

/** The message for one field, if it has an issue. */
export function fieldMessage(
  t: TFunction,
  issues: readonly ValidationIssue[],
  field: SurveyField,
): string | undefined {
  const issue = issues.find((candidate) => candidate.field === field);
  return issue ? issueMessage(t, issue) : undefined;
}
