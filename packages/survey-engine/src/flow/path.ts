import type { Choice, ChoiceQuestion, QuestionSet } from '../model/types';
import type { StepId } from './steps';
import type { ChoiceAnswer, SurveyAnswers } from './types';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The question asked on step 1 or 2 given the answers so far; `undefined` on other steps. */
export function questionOf(
  definition: QuestionSet,
  step: StepId,
  answers: SurveyAnswers,
): ChoiceQuestion | undefined {
  const id =
    step === 'reason'
      ? definition.firstQuestion
      : step === 'follow_up'
        ? chosenChoice(definition, 'reason', answers)?.followUp
        : undefined;
  return id === undefined ? undefined : definition.questions[id];
}

/** The answer of step 1 or 2, if it answers the question currently asked there. */
export function answerOf(
  definition: QuestionSet,
  step: StepId,
  answers: SurveyAnswers,
): ChoiceAnswer | undefined {
  const question = questionOf(definition, step, answers);
  const answer = question && answers[step as 'reason' | 'follow_up'];
  return answer?.questionId === question?.id ? answer : undefined;
}

/** The chosen choice of step 1 or 2, if it belongs to the question currently asked there. */
export function chosenChoice(
  definition: QuestionSet,
  step: StepId,
  answers: SurveyAnswers,
): Choice | undefined {
  const choiceId = answerOf(definition, step, answers)?.choiceId;
  return questionOf(definition, step, answers)?.choices.find(({ id }) => id === choiceId);
}

/** Competitor questions apply unless an answer on the path switches them off. */
export function competitorApplies(definition: QuestionSet, answers: SurveyAnswers): boolean {
  return (
    !chosenChoice(definition, 'reason', answers)?.skipsCompetitor &&
    !chosenChoice(definition, 'follow_up', answers)?.skipsCompetitor
  );
}

/**
 * Routing (product §4): the step after `step` given its answer, or `undefined` while the step is
 * unanswered (and after the final step). With an offer, the offer comes between the last question
 * and step 4 (docs/offers.md).
 */
export function nextStep(
  definition: QuestionSet,
  answers: SurveyAnswers,
  step: StepId,
  withOffer = false,
): StepId | undefined {
  const last = withOffer ? 'offer' : 'final';
  switch (step) {
    case 'reason':
    case 'follow_up': {
      const choice = chosenChoice(definition, step, answers);
      if (!choice) return undefined;
      if (step === 'reason' && choice.followUp !== undefined) return 'follow_up';
      return competitorApplies(definition, answers) ? 'competitor' : last;
    }
    case 'competitor':
      return answers.competitor && (answers.competitor === 'yes' ? 'services' : last);
    case 'services':
      return answers.services === undefined ? undefined : last;
    case 'offer':
      return 'final';
    case 'final':
      return undefined;
  }
}

/** The steps the answers lead through, from step 1 to the first unanswered step. */
export function pathOf(
  definition: QuestionSet,
  answers: SurveyAnswers,
  withOffer = false,
): StepId[] {
  const path: StepId[] = ['reason'];
  for (let step = nextStep(definition, answers, 'reason', withOffer); step;) {
    path.push(step);
    step = nextStep(definition, answers, step, withOffer);
  }
  return path;
}

/**
 * The answers of the steps on the path the answers lead through, as the same objects: drops a
 * follow-up answer to another question than the reason now asks, competitor answers when an
 * answer switches them off, and the services text unless the competitor answer is 'Yes'. The
 * state keeps every answer while the customer goes back (going forward again shows them); what
 * decides anything before the step is finished again (a retention offer) reads only these.
 */
export function answersOnPath(definition: QuestionSet, answers: SurveyAnswers): SurveyAnswers {
  const { follow_up, competitor, services, ...rest } = answers;
  const kept: Mutable<SurveyAnswers> = rest;
  if (follow_up && answerOf(definition, 'follow_up', answers)) kept.follow_up = follow_up;
  if (competitor && competitorApplies(definition, answers)) {
    kept.competitor = competitor;
    if (competitor === 'yes' && services !== undefined) kept.services = services;
  }
  return kept;
}
