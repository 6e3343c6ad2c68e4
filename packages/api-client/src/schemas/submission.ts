import * as z from 'zod/mini';

/** One answered survey question (product §3): English texts plus the texts the user saw. */
export const surveyQuestionEntrySchema = z.object({
  question: z.string(),
  question_translated: z.string(),
  answers: z.array(z.string()),
  answers_translated: z.array(z.string()),
  comment: z.string(),
});

/**
 * Body of send-confirmation-email and survey-monitoring (product §3). Empty questions are dropped,
 * so every question is optional. Its type is the engine's `SurveySubmission` (declared there once;
 * engine-compat.test.ts checks that this schema describes exactly it).
 */
export const surveySubmissionSchema = z.object({
  /** ISO 8601 date-time, e.g. '2025-01-31T09:15:00.000Z'. */
  timestamp: z.iso.datetime({ offset: true }),
  name: z.string(),
  email: z.string(),
  accepted_terms: z.boolean(),
  survey: z.object({
    first_question: z.optional(surveyQuestionEntrySchema),
    second_question: z.optional(surveyQuestionEntrySchema),
    third_question: z.optional(surveyQuestionEntrySchema),
    fourth_question: z.optional(surveyQuestionEntrySchema),
  }),
});
