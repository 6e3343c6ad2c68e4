import type {
  Choice,
  ChoiceQuestion,
  CompetitorQuestion,
  LocalizedText,
  QuestionSet,
} from '../model/types';

// Builders and the parts the paid and trial sets have in common (docs/product.md §11). i18n keys
// follow the locale files: `survey.<question>.question` and `survey.<question>.answers.<answer>`.

type ChoiceFlags = Omit<Choice, 'id' | 'text' | 'i18nKey'>;

/** An answer of `questionId`. */
export const choice = (
  questionId: string,
  id: string,
  text: string,
  flags: ChoiceFlags = {},
): Choice => ({ id, text, i18nKey: `survey.${questionId}.answers.${id}`, ...flags });

/** 'Other', pinned last, with its required free text. */
export const otherChoice = (questionId: string): Choice =>
  choice(questionId, 'other', 'Other', { requiresText: true, pinned: true });

/** A single-choice question; `choices` come in display order before shuffling. */
export const question = (id: string, text: string, choices: readonly Choice[]): ChoiceQuestion => ({
  id,
  text,
  i18nKey: `survey.${id}.question`,
  choices,
});

/** An answer of a follow-up question: id, text and its flags. */
type AnswerSpec = readonly [id: string, text: string, flags?: ChoiceFlags];

/**
 * A follow-up question: the first answer pinned first, the others shuffled between, and 'Other'
 * (with its free text) pinned last.
 */
export const followUpQuestion = (
  id: string,
  text: string,
  [first, ...others]: readonly [AnswerSpec, ...AnswerSpec[]],
): ChoiceQuestion =>
  question(id, text, [
    choice(id, first[0], first[1], { ...first[2], pinned: true }),
    ...others.map(([answerId, answerText, flags]) => choice(id, answerId, answerText, flags)),
    otherChoice(id),
  ]);

export const REASON_TEXT = "Please let us know why you're leaving";

/** An answer of step 1 (the reason question). */
export const reason = (id: string, text: string, flags?: ChoiceFlags) =>
  choice('reason', id, text, flags);

/** Step 1 answers both sets offer. */
export const reasonChoices = {
  tooExpensive: reason('too_expensive', "It's too expensive", { followUp: 'price' }),
  missingFeatures: reason('missing_features', 'It lacks features I need', { requiresText: true }),
  hardToUse: reason('hard_to_use', "It's too difficult to use", { requiresText: true }),
  anotherAccount: reason(
    'another_account',
    'I have another account/want to change my subscription',
    { skipsCompetitor: true },
  ),
  businessStruggling: reason('business_struggling', 'Business is struggling to operate', {
    skipsCompetitor: true,
  }),
  other: otherChoice('reason'),
} as const;

export const priceQuestion = followUpQuestion(
  'price',
  'What best describes the problem with the price?',
  [
    ['value', 'The price is higher than the value I get'],
    ['cheaper_alternative', 'I found a cheaper alternative'],
    ['budget_cut', 'My budget was cut', { skipsCompetitor: true }],
    ['few_tools', 'I only need a few of the tools'],
  ],
);

export const competitorQuestion: CompetitorQuestion = {
  text: 'Are you going to use any other service instead?',
  i18nKey: 'survey.competitor.question',
  answers: {
    yes: { text: 'Yes', i18nKey: 'survey.competitor.answers.yes' },
    not_sure: { text: 'Not sure yet', i18nKey: 'survey.competitor.answers.not_sure' },
  },
  services: { text: 'What services will they be?', i18nKey: 'survey.services.question' },
};

export const commentsQuestion: LocalizedText = {
  text: 'Is there anything else you would like to tell us?',
  i18nKey: 'survey.comments.question',
};

/**
 * A question set in the shape both built-in sets share: step 1 asks the reason (the set's own
 * `reasons` in display order, then the closing answers both sets end with), then come the price
 * question and the set's own `followUps` (each under its own id), the competitor question, and the
 * final comment when the set has one.
 */
export const questionSet = (
  id: string,
  reasons: readonly Choice[],
  followUps: readonly ChoiceQuestion[],
  comments?: LocalizedText,
): QuestionSet => ({
  id,
  firstQuestion: 'reason',
  questions: {
    reason: question('reason', REASON_TEXT, [
      ...reasons,
      reasonChoices.anotherAccount,
      reasonChoices.businessStruggling,
      reasonChoices.other,
    ]),
    price: priceQuestion,
    ...Object.fromEntries(followUps.map((followUp) => [followUp.id, followUp])),
  },
  competitor: competitorQuestion,
  ...(comments === undefined ? {} : { comments }),
});
