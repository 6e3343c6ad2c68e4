import type { Choice, ChoiceQuestion, CompetitorQuestion, LocalizedText } from '../model/types';

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

export const REASON_TEXT = "Please let us know why you're leaving";

/** Step 1 answers both sets offer. */
const reason = (id: string, text: string, flags?: ChoiceFlags) => choice('reason', id, text, flags);
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

export const priceQuestion = question('price', 'What best describes the problem with the price?', [
  choice('price', 'value', 'The price is higher than the value I get', { pinned: true }),
  choice('price', 'cheaper_alternative', 'I found a cheaper alternative'),
  choice('price', 'budget_cut', 'My budget was cut', { skipsCompetitor: true }),
  choice('price', 'few_tools', 'I only need a few of the tools'),
  otherChoice('price'),
]);

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
