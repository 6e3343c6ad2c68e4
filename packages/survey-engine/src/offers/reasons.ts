import type { SurveyAnswers } from '../flow/types';

/** Why a customer leaves, as far as offers are concerned. */
export type ReasonCategory = 'price' | 'usage' | 'other';

/** Answer ids (reason or follow-up) that are about the price. */
export const PRICE_REASONS: readonly string[] = ['too_expensive'];

/**
 * Answer ids (reason or follow-up) that are about how much the product is used. `few_tools` is a
 * follow-up of `too_expensive`, and it wins: who needs only a few tools is better served by a
 * smaller plan than by a discount on the big one.
 */
export const USAGE_REASONS: readonly string[] = ['not_using', 'few_tools', 'project_finished'];

/** The category of the answers so far: the follow-up answer first, then the reason. */
export function reasonCategory(answers: SurveyAnswers): ReasonCategory {
  const ids = [answers.follow_up?.choiceId, answers.reason?.choiceId];
  for (const id of ids) {
    if (id === undefined) continue;
    if (USAGE_REASONS.includes(id)) return 'usage';
    if (PRICE_REASONS.includes(id)) return 'price';
  }
  return 'other';
}
