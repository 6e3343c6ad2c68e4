import { chosenChoice, questionOf } from '../flow/path';
import type { SurveyState } from '../flow/types';
import type { LocalizedText, QuestionSet } from '../model/types';
import { trimText } from '../validation/trim-text';
import type { SurveyQuestionEntry, SurveySubmission } from './types';

/** Translates an i18n key, filling placeholders such as `{app}` from `params`. */
export type Translate = (key: string, params: Readonly<Record<string, string>>) => string;

export interface SubmissionOptions {
  /** When the page loaded: a Date, or an ISO 8601 string sent as it is. */
  readonly timestamp: Date | string;
  /** The user's e-mail (read-only in the form). */
  readonly email: string;
  /** English display name of the product: fills `{app}` in the English texts. */
  readonly appName: string;
  /** Display name in the user's language; passed to `translate` as `{ app }`. Default: `appName`. */
  readonly translatedAppName?: string;
  readonly translate: Translate;
  /** Default: true (product §3). */
  readonly acceptedTerms?: boolean;
}

/**
 * Builds product §3's payload from the answers: English texts (with `{app}` filled) and translated
 * ones, free text trimmed (`trimText`) into `comment`, empty questions dropped, the name trimmed. Does not
 * validate: call it once the final step is finished (`next` without issues), when the answers
 * are exactly those of the path taken.
 */
export function buildSubmission(
  definition: QuestionSet,
  state: SurveyState,
  options: SubmissionOptions,
): SurveySubmission {
  const { appName, translate } = options;
  const fill = (text: string) => text.replaceAll('{app}', appName);
  const params = { app: options.translatedAppName ?? appName };
  const entry = (
    question: LocalizedText,
    answers: readonly LocalizedText[],
    comment: string,
  ): SurveyQuestionEntry | undefined =>
    answers.length === 0 && comment === ''
      ? undefined
      : {
          question: fill(question.text),
          question_translated: translate(question.i18nKey, params),
          answers: answers.map(({ text }) => fill(text)),
          answers_translated: answers.map(({ i18nKey }) => translate(i18nKey, params)),
          comment,
        };

  const { answers } = state;
  const choiceEntry = (step: 'reason' | 'follow_up') => {
    const question = questionOf(definition, step, answers);
    const choice = chosenChoice(definition, step, answers);
    const text = choice?.requiresText ? trimText(answers[step]?.text ?? '') : '';
    return question && choice && entry(question, [choice], text);
  };
  const { competitor, comments } = definition;
  const entries = {
    first_question: choiceEntry('reason'),
    second_question: choiceEntry('follow_up'),
    third_question:
      answers.competitor &&
      entry(
        competitor,
        [competitor.answers[answers.competitor]],
        answers.competitor === 'yes' ? trimText(answers.services ?? '') : '',
      ),
    fourth_question: comments && entry(comments, [], trimText(answers.final?.comment ?? '')),
  };
  const survey: SurveySubmission['survey'] = {};
  for (const key of Object.keys(entries) as (keyof typeof entries)[]) {
    const value = entries[key];
    if (value) survey[key] = value;
  }

  return {
    timestamp:
      typeof options.timestamp === 'string' ? options.timestamp : options.timestamp.toISOString(),
    name: trimText(answers.final?.name ?? ''),
    email: options.email,
    accepted_terms: options.acceptedTerms ?? true,
    survey,
  };
}
