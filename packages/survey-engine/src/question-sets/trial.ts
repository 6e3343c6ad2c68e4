import type { QuestionSet } from '../model/types';
import {
  choice,
  competitorQuestion,
  otherChoice,
  priceQuestion,
  question,
  REASON_TEXT,
  reasonChoices,
} from './shared';

/** The question set for trial users (docs/product.md §11, "Trial users"); no final comment. */
export const trialQuestionSet: QuestionSet = {
  id: 'trial',
  firstQuestion: 'reason',
  questions: {
    reason: question('reason', REASON_TEXT, [
      choice('reason', 'not_sure_need', "I'm not sure I need {app}", {
        followUp: 'not_sure',
        pinned: true,
      }),
      reasonChoices.tooExpensive,
      reasonChoices.missingFeatures,
      reasonChoices.hardToUse,
      choice('reason', 'just_exploring', 'I was just exploring', { skipsCompetitor: true }),
      reasonChoices.anotherAccount,
      reasonChoices.businessStruggling,
      reasonChoices.other,
    ]),
    price: priceQuestion,
    not_sure: question('not_sure', 'Why are you not sure you need {app}?', [
      choice('not_sure', 'no_chance', "Didn't have a chance to use it during the free trial", {
        pinned: true,
      }),
      choice('not_sure', 'no_features', "It doesn't have the features I need"),
      choice('not_sure', 'too_complex', "It's too complicated"),
      choice('not_sure', 'one_time', 'I only needed it for a one-time task'),
      otherChoice('not_sure'),
    ]),
  },
  competitor: competitorQuestion,
};
