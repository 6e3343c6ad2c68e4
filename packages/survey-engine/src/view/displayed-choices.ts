import { questionOf } from '../flow/path';
import type { Choice, ChoiceQuestion, QuestionSet } from '../model/types';
import { orderChoices } from '../shuffle/order-choices';

/**
 * A choice question's answers in the order the survey shows them for the visit's `seed` (each
 * question its own order, its pinned answers in place). `connect` gives steps 1 and 2 this order.
 */
export function displayedChoices(question: ChoiceQuestion, seed: number): Choice[] {
  return orderChoices(question.choices, { seed, salt: question.id });
}

/**
 * Step 1's answers in the order a survey started with `seed` shows them: what `connect` gives the
 * first step, without building the survey's state (e.g. to paint a prerendered first step before
 * the app has loaded the engine's store).
 */
export function firstStepChoices(definition: QuestionSet, seed: number): Choice[] {
  const question = questionOf(definition, 'reason', {});
  return question ? displayedChoices(question, seed) : [];
}
