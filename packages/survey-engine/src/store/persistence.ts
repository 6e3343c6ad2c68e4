import { nextStep, answersOnPath } from '../flow/path';
import type { StepId } from '../flow/steps';
import { STEPS } from '../flow/steps';
import type { SurveyAnswers, SurveyState } from '../flow/types';
import { validateStep } from '../flow/validate-step';
import type { QuestionSet } from '../model/types';
import { PLAN_ORDER, type Plan } from '../offers/plans';
import type { OfferWithTerms } from '../offers/types';

const DRAFT_VERSION = 1;

type Json = Record<string, unknown>;

// Checked by hand: smaller than a zod schema (see the size budget in README.md).
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown) => typeof value === 'string';

const isChoiceAnswer = (value: unknown) =>
  isRecord(value) && isString(value.questionId) && isString(value.choiceId) && isString(value.text);

const checks: Record<keyof SurveyAnswers, (value: unknown) => boolean> = {
  reason: isChoiceAnswer,
  follow_up: isChoiceAnswer,
  competitor: (value) => value === 'yes' || value === 'not_sure',
  services: isString,
  final: (value) =>
    isRecord(value) &&
    isString(value.name) &&
    typeof value.agreed === 'boolean' &&
    isString(value.comment),
};

const isPlan = (value: unknown): value is Plan => PLAN_ORDER.includes(value as Plan);

const isPositive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** An offer as `selectOffer` gives it: the terms a screen can state without a blank. */
function isOffer(value: unknown): value is OfferWithTerms {
  if (!isRecord(value)) return false;
  if (value.kind === 'downgrade') {
    return Array.isArray(value.plans) && value.plans.length > 0 && value.plans.every(isPlan);
  }
  if (value.billingPeriod !== 'monthly' && value.billingPeriod !== 'annual') return false;
  if (value.kind === 'discount') return isPositive(value.percent) && value.percent < 100;
  const { price } = value;
  return (
    value.kind === 'loyal_price' &&
    isRecord(price) &&
    isPositive(price.amount) &&
    /^[A-Z]{3}$/.test(String(price.currency))
  );
}

/** Checks the shape of a parsed draft. */
function readState(value: unknown): SurveyState | undefined {
  if (!isRecord(value) || value.version !== DRAFT_VERSION || !isRecord(value.state)) return;
  const { questionSetId, seed, step, answers, offer, offerPlan } = value.state;
  if (!isString(questionSetId) || !Number.isInteger(seed) || !isRecord(answers)) return;
  if (!STEPS.includes(step as StepId)) return;
  let offered: Pick<SurveyState, 'offer' | 'offerPlan'> = {};
  if (isOffer(offer)) {
    const planChosen =
      offer.kind === 'downgrade' && isPlan(offerPlan) && offer.plans.includes(offerPlan);
    offered = planChosen ? { offer, offerPlan } : { offer };
  } else if (offer !== undefined || step === 'offer') return;
  const valid = Object.entries(answers).every(
    ([key, answer]) => Object.hasOwn(checks, key) && checks[key as keyof SurveyAnswers](answer),
  );
  if (!valid) return;
  return {
    questionSetId: questionSetId as string,
    seed: (seed as number) >>> 0,
    step: step as StepId,
    answers: answers as SurveyAnswers,
    ...offered,
  };
}

/** The state as a JSON string, e.g. for a per-tab draft in sessionStorage. */
export function serialize(state: SurveyState): string {
  return JSON.stringify({ version: DRAFT_VERSION, state });
}

/**
 * Reads a draft written by `serialize`. Returns `null` for anything unusable (not JSON, another
 * shape or version, another question set) instead of throwing. A usable draft is repaired:
 * answers off the path are dropped, and the step moves back to the first step whose answers do
 * not validate (e.g. a choice the set no longer offers), so the user never lands past an
 * unfinished step.
 */
export function restore(
  definition: QuestionSet,
  saved: string | null | undefined,
): SurveyState | null {
  let draft: SurveyState | undefined;
  try {
    draft = readState(JSON.parse(saved ?? ''));
  } catch {
    return null;
  }
  if (!draft || draft.questionSetId !== definition.id) return null;

  const answers = answersOnPath(definition, draft.answers);
  let step: StepId = 'reason';
  while (
    step !== draft.step &&
    validateStep(definition, { ...draft, step, answers }).length === 0
  ) {
    const following = nextStep(definition, answers, step, !!draft.offer);
    if (!following) break;
    step = following;
  }
  return { ...draft, step, answers };
}
