import type { QuestionSet } from '../model/types';
import { commentsQuestion, followUpQuestion, questionSet, reason, reasonChoices } from './shared';

/** The question set for paying users (docs/product.md §11, "Paid users"). */
export const paidQuestionSet: QuestionSet = questionSet(
  'paid',
  [
    { ...reasonChoices.tooExpensive, pinned: true },
    reason('not_using', "I don't use it enough", { followUp: 'usage' }),
    reasonChoices.missingFeatures,
    reason('data_quality', "The data isn't accurate enough", { followUp: 'data' }),
    reasonChoices.hardToUse,
    reason('project_finished', 'My project is finished', { skipsCompetitor: true }),
  ],
  [
    followUpQuestion('usage', 'What kept you from using it more?', [
      ['no_time', "I didn't have enough time"],
      ['hard_to_learn', 'It was hard to learn'],
      ['slow_results', "I didn't see results quickly enough"],
      ['team_stopped', 'My team stopped using it'],
    ]),
    followUpQuestion('data', "Which data didn't meet your expectations?", [
      ['keywords', 'Keyword data'],
      ['backlinks', 'Backlink data'],
      ['traffic', 'Traffic data'],
      ['positions', 'Position tracking'],
    ]),
  ],
  commentsQuestion,
);
