import { describe, expect, it } from 'vitest';
import { createInitialState } from '../flow/transition';
import { paidQuestionSet as paid } from '../question-sets/paid';
import { trialQuestionSet as trial } from '../question-sets/trial';
import { connect } from './connect';
import { displayedChoices, firstStepChoices } from './displayed-choices';

const ignore = () => [];
const ids = (choices: readonly { id: string }[]) => choices.map((choice) => choice.id);

describe('firstStepChoices', () => {
  it('is the order connect shows on step 1 of a survey started with the same seed', () => {
    for (const definition of [paid, trial]) {
      for (const seed of [0, 1, 99, 2 ** 31, 4_294_967_295]) {
        const view = connect(definition, createInitialState(definition, { seed }), ignore);
        if (view.step !== 'reason') throw new Error('step 1 expected');
        expect(ids(firstStepChoices(definition, seed))).toEqual(ids(view.choices));
      }
    }
  });

  it('differs between seeds, and keeps the pinned answers in place', () => {
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) => ids(firstStepChoices(paid, seed)).join()),
    );
    expect(orders.size).toBeGreaterThan(1);
    const reason = paid.questions[paid.firstQuestion]!;
    for (const seed of [3, 7, 11]) {
      const shown = firstStepChoices(paid, seed);
      reason.choices.forEach((choice, index) => {
        if (choice.pinned) expect(shown[index]?.id).toBe(choice.id);
      });
    }
  });
});

describe('displayedChoices', () => {
  it('orders each question by its own id: two questions with one seed differ', () => {
    const [first, second] = Object.values(paid.questions).filter((q) => q.choices.length > 3);
    if (!first || !second) throw new Error('two questions with answers to shuffle expected');
    const renamed = { ...first, id: second.id };
    expect(ids(displayedChoices(first, 5))).not.toEqual(ids(displayedChoices(renamed, 5)));
    expect(ids(displayedChoices(first, 5))).toEqual(ids(displayedChoices(first, 5)));
  });
});
