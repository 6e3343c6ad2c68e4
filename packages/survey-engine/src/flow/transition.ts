import type { QuestionSet } from '../model/types';
import type { SurveyField } from '../validation/types';
import type { FinalStepValues } from '../validation/validators';
import type { StepId } from './steps';
import { answerOf, nextStep, pathOf, answersOnPath, questionOf } from './path';
import type {
  CompetitorAnswer,
  SurveyAnswers,
  SurveyEvent,
  SurveyState,
  TransitionResult,
} from './types';
import { emptyFinalValues, validateOfferAcceptance, validateStep } from './validate-step';
import type { OfferWithTerms } from '../offers/types';

export interface InitialStateOptions {
  /** Seed of the answer order, from `createSeed()`. */
  readonly seed: number;
  /** Prefills the final step's name, e.g. with the signed-in user's name. */
  readonly name?: string;
}

/** A fresh survey on step 1. */
export function createInitialState(
  definition: QuestionSet,
  { seed, name }: InitialStateOptions,
): SurveyState {
  return {
    questionSetId: definition.id,
    seed: seed >>> 0,
    step: 'reason',
    answers: name === undefined ? {} : { final: { ...emptyFinalValues, name } },
  };
}

const unchanged = (state: SurveyState): TransitionResult => ({ state, issues: [] });

const invalid = (state: SurveyState, field: SurveyField): TransitionResult => ({
  state,
  issues: [{ field, code: 'invalid' }],
});

type ChangeEvent = Extract<SurveyEvent, { type: 'change' }>;

function change(definition: QuestionSet, state: SurveyState, event: ChangeEvent): TransitionResult {
  const { step, answers, offer } = state;
  const { field, value } = event;
  if (field === 'plan') {
    const plan = offer?.kind === 'downgrade' && offer.plans.find((known) => known === value);
    if (step !== 'offer' || !plan) return invalid(state, field);
    return plan === state.offerPlan
      ? unchanged(state)
      : { state: { ...state, offerPlan: plan }, issues: [] };
  }
  let previous: unknown;
  let changed: SurveyAnswers;
  if (field === 'choice' || field === 'text') {
    const question = questionOf(definition, step, answers);
    const current = answerOf(definition, step, answers);
    const choice = question?.choices.find(
      ({ id }) => id === (field === 'choice' ? value : current?.choiceId),
    );
    // Text is only taken under an answer that asks for it; choosing an answer that does not
    // ask for text drops the text, so an answer never carries text it should not have.
    if (!question || !choice || (field === 'text' && !choice.requiresText)) {
      return invalid(state, field);
    }
    const text = field === 'text' ? value : choice.requiresText ? (current?.text ?? '') : '';
    previous = field === 'choice' ? current?.choiceId : current?.text;
    changed = { ...answers, [step]: { questionId: question.id, choiceId: choice.id, text } };
  } else if (field === 'services') {
    if (step !== 'services') return invalid(state, field);
    previous = answers.services;
    changed = { ...answers, services: value };
  } else {
    if (step !== 'final' || (field === 'comment' && !definition.comments)) {
      return invalid(state, field);
    }
    const final = answers.final ?? emptyFinalValues;
    previous = final[field];
    changed = { ...answers, final: { ...final, [field]: value } };
  }
  return previous === value
    ? unchanged(state)
    : { state: { ...state, answers: changed }, issues: [] };
}

function advance(
  definition: QuestionSet,
  state: SurveyState,
  answers: SurveyAnswers,
): TransitionResult {
  const from = state.step;
  const to = nextStep(definition, answers, from, !!state.offer) ?? from;
  return {
    state: { ...state, step: to, answers },
    issues: [],
    finished: { step: from, answers },
  };
}

function next(definition: QuestionSet, state: SurveyState): TransitionResult {
  const issues = validateStep(definition, state);
  if (issues.length > 0) return { state, issues };
  if (state.step === 'final') {
    return {
      state,
      issues: [],
      finished: { step: 'final', answers: state.answers },
    };
  }
  return advance(definition, state, answersOnPath(definition, state.answers));
}

function answerCompetitor(
  definition: QuestionSet,
  state: SurveyState,
  answer: CompetitorAnswer,
): TransitionResult {
  if (state.step !== 'competitor' || (answer !== 'yes' && answer !== 'not_sure')) {
    return invalid(state, 'competitor');
  }
  return advance(
    definition,
    state,
    answersOnPath(definition, { ...state.answers, competitor: answer }),
  );
}

function finish(
  definition: QuestionSet,
  state: SurveyState,
  values: FinalStepValues,
): TransitionResult {
  if (state.step !== 'final') return invalid(state, 'name');
  const { name, agreed } = values;
  const comment = definition.comments ? values.comment : '';
  const result = next(definition, {
    ...state,
    answers: { ...state.answers, final: { name, agreed, comment } },
  });
  // Only valid values are recorded: the form keeps showing what was typed.
  return result.issues.length > 0 ? { state, issues: result.issues } : result;
}

/** Records the offer for the answers so far; only while a question is shown. */
function recordOffer(state: SurveyState, offer: OfferWithTerms | null): TransitionResult {
  if (state.step === 'offer' || state.step === 'final') return unchanged(state);
  if (JSON.stringify(offer ?? undefined) === JSON.stringify(state.offer)) return unchanged(state);
  const { offer: _old, offerPlan: _plan, ...rest } = state;
  return { state: offer ? { ...rest, offer } : rest, issues: [] };
}

function goTo(definition: QuestionSet, state: SurveyState, step: StepId): TransitionResult {
  const path = pathOf(definition, state.answers, !!state.offer);
  const index = path.indexOf(step);
  const reachable =
    index >= 0 &&
    path
      .slice(0, index)
      .every((earlier) => validateStep(definition, { ...state, step: earlier }).length === 0);
  return reachable && step !== state.step
    ? { state: { ...state, step }, issues: [] }
    : unchanged(state);
}

function back(definition: QuestionSet, state: SurveyState): TransitionResult {
  const path = pathOf(definition, state.answers, !!state.offer);
  const previous = path[path.indexOf(state.step) - 1];
  return previous ? { state: { ...state, step: previous }, issues: [] } : unchanged(state);
}

/**
 * The survey as a pure function: the state after `event`, the validation issues that stopped it
 * (the state then does not advance) and, when a step was finished, the data gathered so far.
 * Deterministic and free of side effects; the inputs are never mutated.
 */
export function transition(
  definition: QuestionSet,
  state: SurveyState,
  event: SurveyEvent,
): TransitionResult {
  switch (event.type) {
    case 'change':
      return change(definition, state, event);
    case 'competitor':
      return answerCompetitor(definition, state, event.answer);
    case 'next':
      return next(definition, state);
    case 'back':
      return back(definition, state);
    case 'finish':
      return finish(definition, state, event.values);
    case 'goTo':
      return goTo(definition, state, event.step);
    case 'offer':
      return recordOffer(state, event.offer);
    case 'acceptOffer':
      return {
        state,
        issues:
          state.step === 'offer'
            ? validateOfferAcceptance(state)
            : [{ field: 'plan', code: 'invalid' }],
      };
    default:
      return unchanged(state);
  }
}
