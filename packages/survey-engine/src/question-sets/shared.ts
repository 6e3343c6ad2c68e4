import type { ChoiceQuestion, CompetitorQuestion, LocalizedText } from '../model/types';

// Parts the paid and trial sets have in common (survey-content.md).

export const priceQuestion: ChoiceQuestion = {
  id: 'price',
  text: 'What best describes the problem with the price?',
  i18nKey: 'survey.price.question',
  choices: [
    {
      id: 'value',
      text: 'The price is higher than the value I get',
      i18nKey: 'survey.price.answers.value',
      pinned: true,
    },
    {
      id: 'cheaper_alternative',
      text: 'I found a cheaper alternative',
      i18nKey: 'survey.price.answers.cheaper_alternative',
    },
    {
      id: 'budget_cut',
      text: 'My budget was cut',
      i18nKey: 'survey.price.answers.budget_cut',
      skipsCompetitor: true,
    },
    {
      id: 'few_tools',
      text: 'I only need a few of the tools',
      i18nKey: 'survey.price.answers.few_tools',
    },
    {
      id: 'other',
      text: 'Other',
      i18nKey: 'survey.price.answers.other',
      requiresText: true,
      pinned: true,
    },
  ],
};

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
