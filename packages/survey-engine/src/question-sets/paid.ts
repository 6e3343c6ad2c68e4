import type { QuestionSet } from '../model/types';
import {
  choice,
  commentsQuestion,
  competitorQuestion,
  otherChoice,
  priceQuestion,
  question,
  REASON_TEXT,
  reasonChoices,
} from './shared';

/** The question set for paying users (docs/product.md §11, "Paid users"). */
export const paidQuestionSet: QuestionSet = {
  id: 'paid',
  firstQuestion: 'reason',
  questions: {
    reason: question('reason', REASON_TEXT, [
      { ...reasonChoices.tooExpensive, pinned: true },
      choice('reason', 'not_using', "I don't use it enough", { followUp: 'usage' }),
      reasonChoices.missingFeatures,
      choice('reason', 'data_quality', "The data isn't accurate enough", { followUp: 'data' }),
      reasonChoices.hardToUse,
      choice('reason', 'project_finished', 'My project is finished', { skipsCompetitor: true }),
      reasonChoices.anotherAccount,
      reasonChoices.businessStruggling,
      reasonChoices.other,
    ]),
    price: priceQuestion,
    usage: question('usage', 'What kept you from using it more?', [
      choice('usage', 'no_time', "I didn't have enough time", { pinned: true }),
      choice('usage', 'hard_to_learn', 'It was hard to learn'),
      choice('usage', 'slow_results', "I didn't see results quickly enough"),
      choice('usage', 'team_stopped', 'My team stopped using it'),
      otherChoice('usage'),
    ]),
    data: question('data', "Which data didn't meet your expectations?", [
      choice('data', 'keywords', 'Keyword data', { pinned: true }),
      choice('data', 'backlinks', 'Backlink data'),
      choice('data', 'traffic', 'Traffic data'),
      choice('data', 'positions', 'Position tracking'),
      otherChoice('data'),
    ]),
  },
  competitor: competitorQuestion,
  comments: commentsQuestion,
};
