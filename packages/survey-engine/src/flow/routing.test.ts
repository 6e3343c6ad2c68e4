import { describe, expect, it } from 'vitest';
import type { QuestionSet } from '../model/types';
import { paidQuestionSet } from '../question-sets/paid';
import { trialQuestionSet } from '../question-sets/trial';
import { connect } from '../view/connect';
import { choose, competitor, drive, next, services, type } from './drive.test.utils';
import type { SurveyEvent } from './types';

const sets: Record<string, QuestionSet> = { paid: paidQuestionSet, trial: trialQuestionSet };

// Answers that need free text get some, so `next` is accepted.
const needsText = new Set(['missing_features', 'hard_to_use', 'other']);
const answer = (choiceId: string): SurveyEvent[] =>
  needsText.has(choiceId) ? [choose(choiceId), type('Details'), next] : [choose(choiceId), next];

// product §4: a follow-up opens step 2; otherwise step 3 unless the answer skips competitor
// questions, then step 4. Written out by hand from docs/product.md §11, not derived from the data.
const afterStep1: [set: string, answer: string, step: string, followUp?: string][] = [
  ['paid', 'too_expensive', 'follow_up', 'price'],
  ['paid', 'not_using', 'follow_up', 'usage'],
  ['paid', 'missing_features', 'competitor'],
  ['paid', 'data_quality', 'follow_up', 'data'],
  ['paid', 'hard_to_use', 'competitor'],
  ['paid', 'project_finished', 'final'],
  ['paid', 'another_account', 'final'],
  ['paid', 'business_struggling', 'final'],
  ['paid', 'other', 'competitor'],
  ['trial', 'not_sure_need', 'follow_up', 'not_sure'],
  ['trial', 'too_expensive', 'follow_up', 'price'],
  ['trial', 'missing_features', 'competitor'],
  ['trial', 'hard_to_use', 'competitor'],
  ['trial', 'just_exploring', 'final'],
  ['trial', 'another_account', 'final'],
  ['trial', 'business_struggling', 'final'],
  ['trial', 'other', 'competitor'],
];

const afterStep2: [set: string, reason: string, answer: string, step: string][] = [
  ['paid', 'too_expensive', 'value', 'competitor'],
  ['paid', 'too_expensive', 'cheaper_alternative', 'competitor'],
  ['paid', 'too_expensive', 'budget_cut', 'final'],
  ['paid', 'too_expensive', 'few_tools', 'competitor'],
  ['paid', 'too_expensive', 'other', 'competitor'],
  ['paid', 'not_using', 'no_time', 'competitor'],
  ['paid', 'not_using', 'hard_to_learn', 'competitor'],
  ['paid', 'not_using', 'slow_results', 'competitor'],
  ['paid', 'not_using', 'team_stopped', 'competitor'],
  ['paid', 'not_using', 'other', 'competitor'],
  ['paid', 'data_quality', 'keywords', 'competitor'],
  ['paid', 'data_quality', 'backlinks', 'competitor'],
  ['paid', 'data_quality', 'traffic', 'competitor'],
  ['paid', 'data_quality', 'positions', 'competitor'],
  ['paid', 'data_quality', 'other', 'competitor'],
  ['trial', 'not_sure_need', 'no_chance', 'competitor'],
  ['trial', 'not_sure_need', 'no_features', 'competitor'],
  ['trial', 'not_sure_need', 'too_complex', 'competitor'],
  ['trial', 'not_sure_need', 'one_time', 'competitor'],
  ['trial', 'not_sure_need', 'other', 'competitor'],
  ['trial', 'too_expensive', 'value', 'competitor'],
  ['trial', 'too_expensive', 'cheaper_alternative', 'competitor'],
  ['trial', 'too_expensive', 'budget_cut', 'final'],
  ['trial', 'too_expensive', 'few_tools', 'competitor'],
  ['trial', 'too_expensive', 'other', 'competitor'],
];

describe('routing after step 1', () => {
  it('covers every answer of step 1 of both sets', () => {
    for (const [name, set] of Object.entries(sets)) {
      const ids = set.questions.reason?.choices.map(({ id }) => id);
      expect(afterStep1.filter(([setName]) => setName === name).map(([, id]) => id)).toEqual(ids);
    }
  });

  it.each(afterStep1)('%s: %s goes to %s %s', (name, choiceId, step, followUp) => {
    const set = sets[name] as QuestionSet;
    const { state } = drive(set, answer(choiceId));
    expect(state.step).toBe(step);
    const view = connect(set, state, () => []);
    expect('questionId' in view ? view.questionId : undefined).toBe(followUp);
  });
});

describe('routing after step 2', () => {
  it('covers every answer of every follow-up of both sets', () => {
    for (const [name, set] of Object.entries(sets)) {
      const expected = set.questions.reason?.choices
        .filter((choice) => choice.followUp)
        .flatMap((choice) => set.questions[choice.followUp ?? '']?.choices.map(({ id }) => id));
      const rows = afterStep2.filter(([setName]) => setName === name).map(([, , id]) => id);
      expect(rows).toEqual(expected);
    }
  });

  it.each(afterStep2)('%s: %s, then %s goes to %s', (name, reason, choiceId, step) => {
    const set = sets[name] as QuestionSet;
    expect(drive(set, [...answer(reason), ...answer(choiceId)]).state.step).toBe(step);
  });
});

describe('routing after step 3', () => {
  it.each(Object.keys(sets))("%s: 'Not sure yet' records the answer and goes to step 4", (name) => {
    const set = sets[name] as QuestionSet;
    const { state } = drive(set, [...answer('other'), competitor('not_sure')]);
    expect(state.step).toBe('final');
    expect(state.answers.competitor).toBe('not_sure');
  });

  it.each(Object.keys(sets))("%s: 'Yes' goes to step 3.5, then to step 4", (name) => {
    const set = sets[name] as QuestionSet;
    const atServices = drive(set, [...answer('other'), competitor('yes')]).state;
    expect(atServices.step).toBe('services');
    const { state } = drive(set, [services('Tool A, Tool B'), next], atServices);
    expect(state.step).toBe('final');
    expect(state.answers).toMatchObject({ competitor: 'yes', services: 'Tool A, Tool B' });
  });
});
