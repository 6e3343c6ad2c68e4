import type { User } from '@cancel-flow/api-client';
import { deriveUserFlags, selectQuestionSet, type QuestionSet } from '@cancel-flow/survey-engine';
import { canCancel, type ProductPage } from '../shell/productPages';
import { surveyStorage } from '../survey/surveyStorage';

/**
 * What the prerendered first step shows: the user's question set, its answers in `seed`'s order,
 * and the answer chosen on it before a reload, if any.
 */
export interface FirstStepPreview {
  readonly questionSet: QuestionSet;
  readonly seed: number;
  readonly choice: string | undefined;
  /** Keeps the answer chosen on the step, for a reload before the app runs (previewChoice). */
  readonly saveChoice: (choiceId: string) => void;
}

/**
 * The first step that `user` sees first on `page`, or undefined when the page opens on anything
 * else: the user may not cancel there (no-subscription), or the tab keeps something of this
 * survey (a draft, a sent survey, an accepted offer), which the app shows instead. The rules are
 * the app's own (SessionGate, SurveyFlow). The answers' order is the survey's
 * (answerOrderSeed): `freshSeed` unless an earlier visit of the tab showed this step.
 */
export function firstStepPreview(
  page: ProductPage,
  user: User,
  storage: Storage | undefined,
  freshSeed: number,
): FirstStepPreview | undefined {
  if (!canCancel(page, user) || !storage) return undefined;
  const questionSet = selectQuestionSet(deriveUserFlags(user));
  const owner = {
    userId: user.user_id ?? '',
    product: page.product,
    questionSetId: questionSet.id,
  };
  const records = surveyStorage(storage, owner);
  if (records.hasRecords()) return undefined;
  return {
    questionSet,
    seed: records.answerOrderSeed(freshSeed),
    choice: records.previewChoice(),
    saveChoice: records.savePreviewChoice,
  };
}
