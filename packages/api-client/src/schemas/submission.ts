import type { SurveyQuestionEntry, SurveySubmission } from '@cancel-flow/survey-engine';

import { arrayOf, boolean, object, optional, string, type Check } from './contract';

/** One answered survey question (product §3): English texts plus the texts the user saw. */
export const surveyQuestionEntryCheck = object<SurveyQuestionEntry>({
  question: string,
  question_translated: string,
  answers: arrayOf(string),
  answers_translated: arrayOf(string),
  comment: string,
});

// RFC 3339: seconds, optional fraction, then `Z` or an offset (e.g. '2025-01-31T09:15:00.000Z').
const DATE_TIME =
  /^(\d{4}-\d\d-\d\d)T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** A date that exists: Date.parse would read 2025-02-30 as March 2nd. */
const isCalendarDate = (day: string) => {
  const time = Date.parse(day);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
};

/** An ISO 8601 date-time with `Z` or an offset. */
const dateTime: Check<string> = (value, path, issues) => {
  if (typeof value !== 'string') return string(value, path, issues);
  const day = DATE_TIME.exec(value)?.[1];
  if (day === undefined || !isCalendarDate(day)) {
    issues.push({
      path,
      code: 'invalid_format',
      message: `expected datetime format, received ${JSON.stringify(value)}`,
    });
  }
  return value;
};

/**
 * Body of send-confirmation-email and survey-monitoring (product §3). Empty questions are dropped,
 * so every question is optional. Its type is the engine's `SurveySubmission` (declared there once).
 */
export const surveySubmissionCheck = object<SurveySubmission>({
  timestamp: dateTime,
  name: string,
  email: string,
  accepted_terms: boolean,
  survey: object<SurveySubmission['survey']>({
    first_question: optional(surveyQuestionEntryCheck),
    second_question: optional(surveyQuestionEntryCheck),
    third_question: optional(surveyQuestionEntryCheck),
    fourth_question: optional(surveyQuestionEntryCheck),
  }),
});
