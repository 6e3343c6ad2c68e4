import type { QuestionSet } from '../model/types';
import { commentsQuestion, competitorQuestion, priceQuestion } from './shared';

/** The question set for paying users (survey-content.md, "Paid users"). */
export const paidQuestionSet: QuestionSet = {
  id: 'paid',
  firstQuestion: 'reason',
  questions: {
    reason: {
      id: 'reason',
      text: "Please let us know why you're leaving",
      i18nKey: 'survey.reason.question',
      choices: [
        {
          id: 'too_expensive',
          text: "It's too expensive",
          i18nKey: 'survey.reason.answers.too_expensive',
          followUp: 'price',
          pinned: true,
        },
        {
          id: 'not_using',
          text: "I don't use it enough",
          i18nKey: 'survey.reason.answers.not_using',
          followUp: 'usage',
        },
        {
          id: 'missing_features',
          text: 'It lacks features I need',
          i18nKey: 'survey.reason.answers.missing_features',
          requiresText: true,
        },
        {
          id: 'data_quality',
          text: "The data isn't accurate enough",
          i18nKey: 'survey.reason.answers.data_quality',
          followUp: 'data',
        },
        {
          id: 'hard_to_use',
          text: "It's too difficult to use",
          i18nKey: 'survey.reason.answers.hard_to_use',
          requiresText: true,
        },
        {
          id: 'project_finished',
          text: 'My project is finished',
          i18nKey: 'survey.reason.answers.project_finished',
          skipsCompetitor: true,
        },
        {
          id: 'another_account',
          text: 'I have another account/want to change my subscription',
          i18nKey: 'survey.reason.answers.another_account',
          skipsCompetitor: true,
        },
        {
          id: 'business_struggling',
          text: 'Business is struggling to operate',
          i18nKey: 'survey.reason.answers.business_struggling',
          skipsCompetitor: true,
        },
        {
          id: 'other',
          text: 'Other',
          i18nKey: 'survey.reason.answers.other',
          requiresText: true,
          pinned: true,
        },
      ],
    },
    price: priceQuestion,
    usage: {
      id: 'usage',
      text: 'What kept you from using it more?',
      i18nKey: 'survey.usage.question',
      choices: [
        {
          id: 'no_time',
          text: "I didn't have enough time",
          i18nKey: 'survey.usage.answers.no_time',
          pinned: true,
        },
        {
          id: 'hard_to_learn',
          text: 'It was hard to learn',
          i18nKey: 'survey.usage.answers.hard_to_learn',
        },
        {
          id: 'slow_results',
          text: "I didn't see results quickly enough",
          i18nKey: 'survey.usage.answers.slow_results',
        },
        {
          id: 'team_stopped',
          text: 'My team stopped using it',
          i18nKey: 'survey.usage.answers.team_stopped',
        },
        {
          id: 'other',
          text: 'Other',
          i18nKey: 'survey.usage.answers.other',
          requiresText: true,
          pinned: true,
        },
      ],
    },
    data: {
      id: 'data',
      text: "Which data didn't meet your expectations?",
      i18nKey: 'survey.data.question',
      choices: [
        {
          id: 'keywords',
          text: 'Keyword data',
          i18nKey: 'survey.data.answers.keywords',
          pinned: true,
        },
        { id: 'backlinks', text: 'Backlink data', i18nKey: 'survey.data.answers.backlinks' },
        { id: 'traffic', text: 'Traffic data', i18nKey: 'survey.data.answers.traffic' },
        { id: 'positions', text: 'Position tracking', i18nKey: 'survey.data.answers.positions' },
        {
          id: 'other',
          text: 'Other',
          i18nKey: 'survey.data.answers.other',
          requiresText: true,
          pinned: true,
        },
      ],
    },
  },
  competitor: competitorQuestion,
  comments: commentsQuestion,
};
