/** One question of the submission (product §3). */
export interface SurveyQuestionEntry {
  /** English text. */
  question: string;
  /** The text in the user's language. */
  question_translated: string;
  /** English texts of the chosen answers. */
  answers: string[];
  answers_translated: string[];
  /** Free text, trimmed; '' when none. */
  comment: string;
}

/** The survey submission sent with send-confirmation-email and survey-monitoring (product §3). */
export interface SurveySubmission {
  /** ISO 8601: when the page loaded. */
  timestamp: string;
  name: string;
  email: string;
  /** true by default. */
  accepted_terms: boolean;
  survey: {
    /** The reason (step 1). */
    first_question?: SurveyQuestionEntry;
    /** The follow-up (step 2). */
    second_question?: SurveyQuestionEntry;
    /** 'Yes' (the services text is the comment) or 'Not sure yet' (step 3). */
    third_question?: SurveyQuestionEntry;
    /** The final free comment (paid users only). */
    fourth_question?: SurveyQuestionEntry;
  };
}
