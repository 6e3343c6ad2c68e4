import { describe, expect, it } from 'vitest';
import { paidQuestionSet as paid } from '../question-sets/paid';
import { trialQuestionSet as trial } from '../question-sets/trial';
import {
  agree,
  back,
  choose,
  comment,
  competitor,
  drive,
  name,
  next,
  services,
  type,
} from './drive.test.utils';
import { createInitialState, transition } from './transition';
import type { SurveyState } from './types';

const start = createInitialState(paid, { seed: 42 });

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('createInitialState', () => {
  it('starts on step 1 with no answers and the given seed', () => {
    expect(start).toEqual({ questionSetId: 'paid', seed: 42, step: 'reason', answers: {} });
  });

  it('prefills the name of the final step', () => {
    expect(createInitialState(trial, { seed: 1, name: 'Ada' }).answers).toEqual({
      final: { name: 'Ada', agreed: false, comment: '' },
    });
  });
});

describe('transition: changes', () => {
  it('records the choice and its free text without advancing', () => {
    const { state } = drive(paid, [choose('other'), type('Too slow')]);
    expect(state.step).toBe('reason');
    expect(state.answers.reason).toEqual({
      questionId: 'reason',
      choiceId: 'other',
      text: 'Too slow',
    });
  });

  it('keeps the text when moving to another answer that asks for text, drops it otherwise', () => {
    const typed = drive(paid, [choose('other'), type('Too slow')]).state;
    expect(drive(paid, [choose('hard_to_use')], typed).state.answers.reason?.text).toBe('Too slow');
    expect(drive(paid, [choose('not_using')], typed).state.answers.reason?.text).toBe('');
  });

  it('returns the very same state when nothing changes', () => {
    const { state } = drive(paid, [choose('other'), type('x')]);
    expect(transition(paid, state, choose('other')).state).toBe(state);
    expect(transition(paid, state, type('x')).state).toBe(state);
    expect(transition(paid, state, back).state).toBe(state);
  });

  it('never mutates its inputs', () => {
    const frozen = deepFreeze(drive(paid, [choose('other'), type('x')]).state);
    const snapshot = structuredClone(frozen);
    for (const event of [choose('not_using'), type('y'), next, back, competitor('yes')]) {
      transition(paid, frozen, event);
    }
    expect(frozen).toEqual(snapshot);
  });

  it.each([
    ['an unknown choice', start, choose('prise'), 'choice'],
    ['text before choosing', start, type('x'), 'text'],
    [
      'text under an answer that takes none',
      drive(paid, [choose('not_using')]).state,
      type('x'),
      'text',
    ],
    ['services on step 1', start, services('x'), 'services'],
    ['the name on step 1', start, name('Ada'), 'name'],
    ['the agreement on step 1', start, agree(), 'agreed'],
    ['competitor buttons on step 1', start, competitor('yes'), 'competitor'],
  ] as const)('rejects %s as invalid', (_, state: SurveyState, event, field) => {
    const result = transition(paid, state, event);
    expect(result.issues).toEqual([{ field, code: 'invalid' }]);
    expect(result.state).toBe(state);
  });

  it('rejects the final comment for trial users, who have none', () => {
    const atFinal = drive(trial, [choose('just_exploring'), next]).state;
    expect(transition(trial, atFinal, comment('x')).issues).toEqual([
      { field: 'comment', code: 'invalid' },
    ]);
    expect(transition(paid, { ...atFinal, questionSetId: 'paid' }, comment('x')).issues).toEqual(
      [],
    );
  });
});

describe('transition: next', () => {
  it('requires a choice', () => {
    expect(transition(paid, start, next)).toEqual({
      state: start,
      issues: [{ field: 'choice', code: 'required' }],
    });
  });

  it('requires the free text of an answer that asks for it, and stays on the step', () => {
    const chosen = drive(paid, [choose('missing_features')]).state;
    expect(transition(paid, chosen, next).issues).toEqual([{ field: 'text', code: 'required' }]);
    const blank = drive(paid, [type(' \n\t ')], chosen).state;
    const result = transition(paid, blank, next);
    expect(result.issues).toEqual([{ field: 'text', code: 'blank' }]);
    expect(result.state.step).toBe('reason');
    expect(result.finished).toBeUndefined();
  });

  it('allows 1500 characters of free text on steps 1 and 2, not 1501', () => {
    const atStep2 = drive(paid, [choose('not_using'), next, choose('other')]).state;
    for (const state of [drive(paid, [choose('other')]).state, atStep2]) {
      const ok = drive(paid, [type('é'.repeat(1500))], state).state;
      expect(transition(paid, ok, next).issues).toEqual([]);
      const over = drive(paid, [type('é'.repeat(1501))], state).state;
      expect(transition(paid, over, next).issues).toEqual([
        { field: 'text', code: 'too_long', params: { count: 1500 } },
      ]);
    }
  });

  it('requires an answer on step 3 and the services text on step 3.5', () => {
    const atCompetitor = drive(paid, [choose('other'), type('x'), next]).state;
    expect(transition(paid, atCompetitor, next).issues).toEqual([
      { field: 'competitor', code: 'required' },
    ]);
    const atServices = drive(paid, [competitor('yes')], atCompetitor).state;
    expect(transition(paid, atServices, next).issues).toEqual([
      { field: 'services', code: 'required' },
    ]);
    const tooLong = drive(paid, [services('x'.repeat(251))], atServices).state;
    expect(transition(paid, tooLong, next).issues).toEqual([
      { field: 'services', code: 'too_long', params: { count: 250 } },
    ]);
  });

  it('requires the name and the agreement on the final step', () => {
    const atFinal = drive(paid, [choose('project_finished'), next]).state;
    expect(transition(paid, atFinal, next).issues).toEqual([
      { field: 'name', code: 'required' },
      { field: 'agreed', code: 'required' },
    ]);
    const longName = drive(paid, [name('😀'.repeat(81)), agree()], atFinal).state;
    expect(transition(paid, longName, next).issues).toEqual([
      { field: 'name', code: 'too_long', params: { count: 80 } },
    ]);
    const fine = drive(paid, [name('😀'.repeat(80))], longName).state;
    expect(transition(paid, fine, next).issues).toEqual([]);
  });

  it('passes the data gathered so far each time a step is finished', () => {
    const { finished } = drive(paid, [
      choose('too_expensive'),
      next,
      choose('few_tools'),
      next,
      competitor('yes'),
      services('Tool A'),
      next,
      name('Ada'),
      agree(),
      comment('Thanks'),
      next,
    ]);
    const reason = { questionId: 'reason', choiceId: 'too_expensive', text: '' };
    const followUp = { questionId: 'price', choiceId: 'few_tools', text: '' };
    expect(finished).toEqual([
      { step: 'reason', answers: { reason } },
      { step: 'follow_up', answers: { reason, follow_up: followUp } },
      { step: 'competitor', answers: { reason, follow_up: followUp, competitor: 'yes' } },
      {
        step: 'services',
        answers: { reason, follow_up: followUp, competitor: 'yes', services: 'Tool A' },
      },
      {
        step: 'final',
        answers: {
          reason,
          follow_up: followUp,
          competitor: 'yes',
          services: 'Tool A',
          final: { name: 'Ada', agreed: true, comment: 'Thanks' },
        },
      },
    ]);
  });

  it('stays on the final step when it is finished', () => {
    const { state } = drive(paid, [choose('project_finished'), next, name('Ada'), agree(), next]);
    expect(state.step).toBe('final');
  });
});

describe('transition: back', () => {
  it('does nothing on step 1', () => {
    expect(transition(paid, start, back)).toEqual({ state: start, issues: [] });
  });

  it('walks back along the path taken, keeping every answer', () => {
    const atFinal = drive(paid, [
      choose('data_quality'),
      next,
      choose('other'),
      type('Wrong volumes'),
      next,
      competitor('yes'),
      services('Tool A'),
      next,
    ]).state;
    const steps = [];
    let state = atFinal;
    while (state.step !== 'reason') {
      state = transition(paid, state, back).state;
      steps.push(state.step);
    }
    expect(steps).toEqual(['services', 'competitor', 'follow_up', 'reason']);
    expect(state.answers).toEqual(atFinal.answers);
  });

  it('skips the steps that were skipped on the way forward', () => {
    const atFinal = drive(paid, [choose('too_expensive'), next, choose('budget_cut'), next]).state;
    expect(atFinal.step).toBe('final');
    expect(transition(paid, atFinal, back).state.step).toBe('follow_up');
  });

  it('restores earlier answers, choice and free text, when going forward again', () => {
    const { state } = drive(paid, [
      choose('not_using'),
      next,
      choose('other'),
      type('No budget for training'),
      next,
      back,
      back,
      next,
    ]);
    expect(state.step).toBe('follow_up');
    expect(state.answers.follow_up).toEqual({
      questionId: 'usage',
      choiceId: 'other',
      text: 'No budget for training',
    });
  });
});

describe('transition: pruning answers off the path', () => {
  const full = drive(paid, [
    choose('too_expensive'),
    next,
    choose('other'),
    type('Too much'),
    next,
    competitor('yes'),
    services('Tool A'),
    next,
  ]).state;

  it('drops the follow-up answer when the reason changes to one without follow-up', () => {
    const { state } = drive(
      paid,
      [back, back, back, back, choose('hard_to_use'), type('x'), next],
      full,
    );
    expect(state.step).toBe('competitor');
    expect(state.answers.follow_up).toBeUndefined();
    expect(state.answers).toMatchObject({ competitor: 'yes', services: 'Tool A' });
  });

  it('drops the follow-up answer when the reason leads to another follow-up', () => {
    const { state } = drive(paid, [back, back, back, back, choose('not_using'), next], full);
    expect(state.step).toBe('follow_up');
    expect(state.answers.follow_up).toBeUndefined();
  });

  it('drops the competitor answers when the new reason skips them', () => {
    const { state } = drive(paid, [back, back, back, back, choose('another_account'), next], full);
    expect(state.step).toBe('final');
    expect(state.answers).toEqual({
      reason: { questionId: 'reason', choiceId: 'another_account', text: '' },
    });
  });

  it('drops the competitor answers when the new follow-up answer skips them', () => {
    const { state } = drive(paid, [back, back, back, choose('budget_cut'), next], full);
    expect(state.step).toBe('final');
    expect(state.answers.competitor).toBeUndefined();
    expect(state.answers.services).toBeUndefined();
    expect(state.answers.follow_up?.text).toBe('');
  });

  it("drops the services text when step 3 is answered 'Not sure yet'", () => {
    const { state } = drive(paid, [back, back, competitor('not_sure')], full);
    expect(state.step).toBe('final');
    expect(state.answers.competitor).toBe('not_sure');
    expect(state.answers.services).toBeUndefined();
  });

  it('keeps answers that are still on the path and shows them again', () => {
    const { state } = drive(paid, [back, back, back, back, next, next], full);
    expect(state.step).toBe('competitor');
    expect(state.answers).toEqual(full.answers);
  });
});

describe('finish', () => {
  const atFinal = drive(paid, [choose('project_finished'), next]).state;

  it("records the final step's values and finishes the survey when they are valid", () => {
    const result = transition(paid, atFinal, {
      type: 'finish',
      values: { name: 'Ada', agreed: true, comment: 'Thanks' },
    });
    expect(result.issues).toEqual([]);
    expect(result.state.answers.final).toEqual({ name: 'Ada', agreed: true, comment: 'Thanks' });
    expect(result.finished).toEqual({ step: 'final', answers: result.state.answers });
  });

  it('keeps the state and returns the issues when they are not', () => {
    const result = transition(paid, atFinal, {
      type: 'finish',
      values: { name: '', agreed: false, comment: '' },
    });
    expect(result.state).toBe(atFinal);
    expect(result.issues).toEqual([
      { field: 'name', code: 'required' },
      { field: 'agreed', code: 'required' },
    ]);
    expect(result.finished).toBeUndefined();
  });

  it('drops a comment the question set does not ask for, and is refused before step 4', () => {
    const trialFinal = drive(trial, [choose('just_exploring'), next]).state;
    const values = { name: 'Ada', agreed: true, comment: 'x' };
    expect(transition(trial, trialFinal, { type: 'finish', values }).state.answers.final).toEqual({
      ...values,
      comment: '',
    });
    const start = createInitialState(paid, { seed: 1 });
    expect(transition(paid, start, { type: 'finish', values }).state).toBe(start);
  });
});

describe('goTo', () => {
  const atServices = drive(paid, [choose('other'), type('x'), next, competitor('yes')]).state;

  it('moves to any step on the path whose earlier steps are finished, answers kept', () => {
    const atReason = transition(paid, atServices, { type: 'goTo', step: 'reason' }).state;
    expect(atReason).toEqual({ ...atServices, step: 'reason' });
    expect(transition(paid, atReason, { type: 'goTo', step: 'services' }).state.step).toBe(
      'services',
    );
  });

  it('stays when the step is off the path, not reached yet or behind an unfinished step', () => {
    expect(transition(paid, atServices, { type: 'goTo', step: 'follow_up' }).state).toBe(
      atServices,
    );
    expect(transition(paid, atServices, { type: 'goTo', step: 'final' }).state).toBe(atServices);
    const blank = drive(paid, [{ type: 'goTo', step: 'reason' }, type(' ')], atServices).state;
    expect(transition(paid, blank, { type: 'goTo', step: 'services' }).state).toBe(blank);
  });
});
