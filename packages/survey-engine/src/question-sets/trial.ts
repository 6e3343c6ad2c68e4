import type { QuestionSet } from '../model/types';
import { followUpQuestion, questionSet, reason, reasonChoices } from './shared';

/** The question set for trial users (docs/product.md §11, "Trial users"); no final comment. */
export const trialQuestionSet: QuestionSet = questionSet(
  'trial',
  [
    reason('not_sure_need', "I'm not sure I need {app}", {
      followUp: 'not_sure',
      pinned: true,
    }),
    reasonChoices.tooExpensive,
    reasonChoices.missingFeatures,
    reasonChoices.hardToUse,
    reason('just_exploring', 'I was just exploring', { skipsCompetitor: true }),
  ],
  [
    followUpQuestion('not_sure', 'Why are you not sure you need {app}?', [
      ['no_chance', "Didn't have a chance to use it during the free trial"],
      ['no_features', "It doesn't have the features I need"],
      ['too_complex', "It's too complicated"],
      ['one_time', 'I only needed it for a one-time task'],
    ]),
  ],
);
