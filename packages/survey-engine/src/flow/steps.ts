/**
 * The survey's steps in order: 1, 2, 3, 3.5 (product §4), the retention offer (only when the app
 * recorded one, docs/offers.md) and 4.
 */
export const STEPS = ['reason', 'follow_up', 'competitor', 'services', 'offer', 'final'] as const;

export type StepId = (typeof STEPS)[number];

/** The position shown by the 4-step progress indicator. */
export type StepNumber = 1 | 2 | 3 | 4;

/** Number of steps in the progress indicator ('Step {n} of 4'). */
export const STEP_COUNT = 4;

const numbers: Readonly<Record<StepId, StepNumber>> = {
  reason: 1,
  follow_up: 2,
  competitor: 3,
  services: 3,
  // The questions are behind the customer, the cancellation (step 4) has not begun.
  offer: 3,
  final: 4,
};

/** The progress number of a step: 1 to 4; step 3.5 ('services') and the offer show 3. */
export function stepNumber(step: StepId): StepNumber {
  return numbers[step];
}

/**
 * The progress numbers before `step` that `path` (the steps the answers lead through, `pathOf`)
 * passes over on its way to it: 2 when the reason has no follow-up question, 3 when an answer
 * switches the competitor questions off. The progress shows them as skipped, not as done.
 */
export function skippedStepNumbers(path: readonly StepId[], step: StepId): StepNumber[] {
  const index = path.indexOf(step);
  if (index < 0) return [];
  const visited = new Set(path.slice(0, index + 1).map(stepNumber));
  const skipped: StepNumber[] = [];
  for (let number = 1; number < stepNumber(step); number += 1) {
    if (!visited.has(number as StepNumber)) skipped.push(number as StepNumber);
  }
  return skipped;
}

/** i18n keys of the step titles (`steps.*` in the locale files); the offer has its own titles. */
export const stepTitleKeys = {
  reason: 'steps.reason.title',
  follow_up: 'steps.followUp.title',
  competitor: 'steps.competitor.title',
  services: 'steps.services.title',
  final: 'steps.final.title',
} as const satisfies Record<Exclude<StepId, 'offer'>, string>;

/** i18n key of the final step's subtitle; other steps use their question as subtitle. */
export const FINAL_SUBTITLE_KEY = 'steps.final.subtitle';
