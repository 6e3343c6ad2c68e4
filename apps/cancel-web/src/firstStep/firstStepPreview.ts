import type { User } from '@cancel-flow/api-client';
import { deriveUserFlags, selectQuestionSet, type QuestionSet } from '@cancel-flow/survey-engine';
import { canCancel, type ProductPage } from '../shell/productPages';
import { surveyStorage } from '../survey/surveyStorage';

/**
 * The question set whose prerendered first step `user` sees first on `page`, or undefined when the
 * page opens on anything else: the user may not cancel there (no-subscription), or the tab keeps
 * something of this survey (a draft, a sent survey, an accepted offer), which the app shows
 * instead. The rules are the app's own (SessionGate, SurveyFlow).
 */
export function firstStepPreviewSet(
  page: ProductPage,
  user: User,
  storage: Storage | undefined,
): QuestionSet | undefined {
  if (!canCancel(page, user) || !storage) return undefined;
  const questionSet = selectQuestionSet(deriveUserFlags(user));
  const owner = {
    userId: user.user_id ?? '',
    product: page.product,
    questionSetId: questionSet.id,
  };
  if (surveyStorage(storage, owner).hasRecords()) return undefined;
  return questionSet;
}
