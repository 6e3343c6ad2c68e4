/** An English source text and the i18n key of its translations. */
export interface LocalizedText {
  /** English source text; may contain placeholders such as `{app}`. */
  readonly text: string;
  /** Key in the locale files, e.g. `survey.reason.question`. */
  readonly i18nKey: string;
}

/** One answer of a choice question. */
export interface Choice extends LocalizedText {
  /** Stable id: analytics and other teams key on it, never change it once shipped. */
  readonly id: string;
  /** Id of the question asked on step 2 when this answer is chosen. */
  readonly followUp?: string;
  /** A free-text field appears under this answer and must be filled in. */
  readonly requiresText?: boolean;
  /** Choosing this answer switches the competitor questions (step 3) off. */
  readonly skipsCompetitor?: boolean;
  /** Keeps its position when the choices are shuffled (the first answer, 'Other'). */
  readonly pinned?: boolean;
}

/** A single-choice question: the reason (step 1) or a follow-up (step 2). */
export interface ChoiceQuestion extends LocalizedText {
  readonly id: string;
  readonly choices: readonly Choice[];
}

/** Step 3 ('Yes' / 'Not sure yet') and step 3.5 (which services). */
export interface CompetitorQuestion extends LocalizedText {
  readonly answers: { readonly yes: LocalizedText; readonly not_sure: LocalizedText };
  /** The free-text question shown after 'Yes'. */
  readonly services: LocalizedText;
}

/**
 * A complete question set: plain data, no behaviour. Validate sets that do not come from this
 * package with `parseQuestionSet`.
 */
export interface QuestionSet {
  /** Identifies the set in saved drafts, e.g. `paid` or `trial`. */
  readonly id: string;
  /** Id of the question asked on step 1. */
  readonly firstQuestion: string;
  /** Every choice question by id (the key must equal the question's `id`). */
  readonly questions: Readonly<Record<string, ChoiceQuestion>>;
  readonly competitor: CompetitorQuestion;
  /** The optional free comment of the final step (paid users); absent when the set has none. */
  readonly comments?: LocalizedText;
}
