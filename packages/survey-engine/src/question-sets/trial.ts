import type { QuestionSet } from '../model/types';
import { competitorQuestion, priceQuestion } from './shared';

/** The question set for trial users (survey-content.md, "Trial users"); no final comment. */
export const trialQuestionSet: QuestionSet = {
  id: 'trial',
  firstQuestion: 'reason',
  questions: {
    reason: {
      id: 'reason',
      text: "Please let us know why you're leaving",
      i18nKey: 'survey.reason.question',
      choices: [
        {
          id: 'not_sure_need',
          text: "I'm not sure I need {app}",
          i18nKey: 'survey.reason.answers.not_sure_need',
          followUp: 'not_sure',
          pinned: true,
        },
        {
          id: 'too_expensive',
          text: "It's too expensive",
          i18nKey: 'survey.reason.answers.too_expensive',
          followUp: 'price',
        },
        {
          id: 'missing_features',
          text: 'It lacks features I need',
          i18nKey: 'survey.reason.answers.missing_features',
          requiresText: true,
        },
        {
          id: 'hard_to_use',
          text: "It's too difficult to use",
          i18nKey: 'survey.reason.answers.hard_to_use',
          requiresText: true,
        },
        {
          id: 'just_exploring',
          text: 'I was just exploring',
          i18nKey: 'survey.reason.answers.just_exploring',
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
    not_sure: {
      id: 'not_sure',
      text: 'Why are you not sure you need {app}?',
      i18nKey: 'survey.not_sure.question',
      choices: [
        {
          id: 'no_chance',
          text: "Didn't have a chance to use it during the free trial",
          i18nKey: 'survey.not_sure.answers.no_chance',
          pinned: true,
        },
        {
          id: 'no_features',
          text: "It doesn't have the features I need",
          i18nKey: 'survey.not_sure.answers.no_features',
        },
        {
          id: 'too_complex',
          text: "It's too complicated",
          i18nKey: 'survey.not_sure.answers.too_complex',
        },
        {
          id: 'one_time',
          text: 'I only needed it for a one-time task',
          i18nKey: 'survey.not_sure.answers.one_time',
        },
        {
          id: 'other',
          text: 'Other',
          i18nKey: 'survey.not_sure.answers.other',
          requiresText: true,
          pinned: true,
        },
      ],
    },
  },
  competitor: competitorQuestion,
};
