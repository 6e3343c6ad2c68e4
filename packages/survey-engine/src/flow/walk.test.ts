import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QuestionSet } from '../model/types';
import { paidQuestionSet } from '../question-sets/paid';
import { trialQuestionSet } from '../question-sets/trial';
import { agree, back, choose, competitor, name, next, services, type } from './drive.test.utils';
import { chosenChoice, pathOf, answersOnPath, questionOf } from './path';
import { createInitialState, transition } from './transition';
import type { SurveyEvent, SurveyState } from './types';

const setArbitrary = fc.constantFrom<QuestionSet>(paidQuestionSet, trialQuestionSet);
const textArbitrary = fc.string({ minLength: 1, maxLength: 40 }).map((text) => `${text}.`);

/** The events a user could send to finish the current step, picked by `pick`. */
function forward(definition: QuestionSet, state: SurveyState, pick: number, text: string) {
  const events: SurveyEvent[] = [];
  const question = questionOf(definition, state.step, state.answers);
  if (question) {
    const choice = question.choices[pick % question.choices.length];
    if (!choice) throw new Error('no choice');
    events.push(choose(choice.id));
    if (choice.requiresText) events.push(type(text));
  } else if (state.step === 'competitor') {
    return [competitor(pick % 2 === 0 ? 'yes' : 'not_sure')];
  } else if (state.step === 'services') {
    events.push(services(text));
  } else if (state.step === 'final') {
    events.push(name(text), agree());
  }
  return [...events, next];
}

function apply(definition: QuestionSet, state: SurveyState, events: readonly SurveyEvent[]) {
  return events.reduce((current, event) => {
    const result = transition(definition, current, event);
    expect(result.issues).toEqual([]);
    return result.state;
  }, state);
}

const skipsCompetitor = (definition: QuestionSet, state: SurveyState) =>
  chosenChoice(definition, 'reason', state.answers)?.skipsCompetitor === true ||
  chosenChoice(definition, 'follow_up', state.answers)?.skipsCompetitor === true;

describe('random walks', () => {
  it("always reach 'final' within 5 steps, never showing step 3 after a skip answer", () => {
    fc.assert(
      fc.property(
        setArbitrary,
        fc.array(fc.nat(), { minLength: 5, maxLength: 5 }),
        textArbitrary,
        (definition, picks, text) => {
          let state = createInitialState(definition, { seed: picks[0] ?? 0 });
          const visited = [state.step];
          for (const pick of picks) {
            if (state.step === 'final') break;
            state = apply(definition, state, forward(definition, state, pick, text));
            if (state.step === 'competitor') expect(skipsCompetitor(definition, state)).toBe(false);
            visited.push(state.step);
          }
          expect(state.step).toBe('final');
          expect(visited.length).toBeLessThanOrEqual(5);
          expect(new Set(visited).size).toBe(visited.length);
          expect(visited).toEqual(pathOf(definition, state.answers));
          if (skipsCompetitor(definition, state)) expect(visited).not.toContain('competitor');
        },
      ),
    );
  });

  it('keep a consistent state when going back and forth at random', () => {
    fc.assert(
      fc.property(
        setArbitrary,
        fc.array(fc.tuple(fc.boolean(), fc.nat()), { minLength: 1, maxLength: 40 }),
        textArbitrary,
        (definition, moves, text) => {
          let state = createInitialState(definition, { seed: 3 });
          for (const [goBack, pick] of moves) {
            state = goBack
              ? apply(definition, state, [back])
              : apply(definition, state, forward(definition, state, pick, text));
            // The current step is on the path the answers lead through ...
            expect(pathOf(definition, state.answers)).toContain(state.step);
            // ... no answer of a step off the path is kept ...
            expect(answersOnPath(definition, state.answers)).toEqual(state.answers);
            // ... and step 3 never follows an answer that switches it off.
            if (state.step === 'competitor' || state.step === 'services') {
              expect(skipsCompetitor(definition, state)).toBe(false);
            }
          }
        },
      ),
    );
  });
});
