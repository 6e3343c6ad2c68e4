import type { SurveySubmission } from '@cancel-flow/survey-engine';

/** Test-only helpers (the `.test-` infix keeps this file out of the published package). */
export const BASE_URL = 'https://cancel.example.test';

export const SUBMISSION: SurveySubmission = {
  timestamp: '2025-03-14T09:26:53.589Z',
  name: 'Alex Morgan',
  email: 'alex.morgan@example.com',
  accepted_terms: true,
  survey: {
    first_question: {
      question: "Please let us know why you're leaving",
      question_translated: 'Bitte sagen Sie uns, warum Sie gehen',
      answers: ["It's too expensive"],
      answers_translated: ['Es ist zu teuer'],
      comment: '',
    },
    third_question: {
      question: 'Are you going to use any other service instead?',
      question_translated: 'Werden Sie stattdessen einen anderen Dienst nutzen?',
      answers: ['Yes'],
      answers_translated: ['Ja'],
      comment: 'A spreadsheet',
    },
  },
};
