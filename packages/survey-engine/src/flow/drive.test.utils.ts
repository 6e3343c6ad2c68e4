// Test helpers (not shipped): build events and drive a survey through `transition`.
import type { QuestionSet } from '../model/types';
import { createInitialState, transition } from './transition';
import type { CompetitorAnswer, StepFinished, SurveyEvent, SurveyState } from './types';

export const choose = (choiceId: string): SurveyEvent => ({
  type: 'change',
  field: 'choice',
  value: choiceId,
});
export const type = (value: string): SurveyEvent => ({ type: 'change', field: 'text', value });
export const services = (value: string): SurveyEvent => ({
  type: 'change',
  field: 'services',
  value,
});
export const name = (value: string): SurveyEvent => ({ type: 'change', field: 'name', value });
export const comment = (value: string): SurveyEvent => ({
  type: 'change',
  field: 'comment',
  value,
});
export const agree = (value = true): SurveyEvent => ({ type: 'change', field: 'agreed', value });
export const competitor = (answer: CompetitorAnswer): SurveyEvent => ({
  type: 'competitor',
  answer,
});
export const next: SurveyEvent = { type: 'next' };
export const back: SurveyEvent = { type: 'back' };

export interface Drive {
  readonly state: SurveyState;
  readonly finished: StepFinished[];
}

/** Applies the events in order; fails on the first event that reports issues. */
export function drive(
  definition: QuestionSet,
  events: readonly SurveyEvent[],
  state: SurveyState = createInitialState(definition, { seed: 7 }),
): Drive {
  const finished: StepFinished[] = [];
  let current = state;
  events.forEach((event, index) => {
    const result = transition(definition, current, event);
    if (result.issues.length > 0) {
      throw new Error(
        `event #${index} ${JSON.stringify(event)} on step ${current.step}: ` +
          JSON.stringify(result.issues),
      );
    }
    if (result.finished) finished.push(result.finished);
    current = result.state;
  });
  return { state: current, finished };
}
