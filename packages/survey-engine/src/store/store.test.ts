import { describe, expect, it, vi } from 'vitest';
import { agree, back, choose, name, next, type } from '../flow/drive.test.utils';
import { createInitialState } from '../flow/transition';
import { paidQuestionSet as paid } from '../question-sets/paid';
import { createSurveyStore } from './store';

const fresh = () =>
  createSurveyStore(paid, { initialState: createInitialState(paid, { seed: 5, name: 'Ada' }) });

describe('createSurveyStore', () => {
  it('keeps the messages shown when an offer arrives (not an action of the customer)', () => {
    const store = fresh();
    expect(store.send(next)).toEqual([{ field: 'choice', code: 'required' }]);
    store.send({ type: 'offer', offer: null });
    expect(store.getSnapshot().issues).toEqual([{ field: 'choice', code: 'required' }]);
  });

  it('starts from the given state, or from a fresh one with a new seed', () => {
    expect(fresh().getSnapshot()).toEqual({
      state: createInitialState(paid, { seed: 5, name: 'Ada' }),
      issues: [],
    });
    const { state } = createSurveyStore(paid).getSnapshot();
    expect(state).toMatchObject({ questionSetId: 'paid', step: 'reason', answers: {} });
    expect(Number.isInteger(state.seed)).toBe(true);
    const named = createSurveyStore(paid, { initialState: null, name: 'Ada' }).getSnapshot();
    expect(named.state.answers).toEqual({ final: { name: 'Ada', agreed: false, comment: '' } });
  });

  it('applies events, returns their issues and keeps them in the snapshot', () => {
    const store = fresh();
    expect(store.send(next)).toEqual([{ field: 'choice', code: 'required' }]);
    expect(store.getSnapshot().issues).toEqual([{ field: 'choice', code: 'required' }]);
    expect(store.send(choose('not_using'))).toEqual([]);
    expect(store.send(next)).toEqual([]);
    expect(store.getSnapshot()).toMatchObject({ state: { step: 'follow_up' }, issues: [] });
  });

  it('notifies subscribers once per change and stops after unsubscribing', () => {
    const store = fresh();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.send(choose('other'));
    store.send(type('x'));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.send(type('y'));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the same snapshot object while nothing changes', () => {
    const store = fresh();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    store.send(back);
    store.send(type('x')); // rejected: no choice yet
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    store.send(choose('other'));
    const after = store.getSnapshot();
    expect(after).not.toBe(before);
    expect(store.getSnapshot()).toBe(after);
    expect(before.state.answers).toEqual({ final: { name: 'Ada', agreed: false, comment: '' } });
  });

  it('clears a message as soon as its field is fixed, without showing new ones early', () => {
    const store = fresh();
    store.send(choose('other'));
    expect(store.send(next)).toEqual([{ field: 'text', code: 'required' }]);
    store.send(type('   '));
    expect(store.getSnapshot().issues).toEqual([{ field: 'text', code: 'blank' }]);
    store.send(type('Too slow'));
    expect(store.getSnapshot().issues).toEqual([]);
    store.send(type(''));
    expect(store.getSnapshot().issues).toEqual([]);
  });

  it('keeps the messages when an edit is rejected, clears them when going back', () => {
    const store = fresh();
    store.send(choose('project_finished'));
    store.send(next);
    store.send(name(''));
    store.send(agree());
    expect(store.send(next)).toEqual([{ field: 'name', code: 'required' }]);
    store.send({ type: 'change', field: 'services', value: 'x' });
    expect(store.getSnapshot().issues).toEqual([{ field: 'name', code: 'required' }]);
    store.send(back);
    expect(store.getSnapshot().issues).toEqual([]);
  });

  it('calls onStepFinished with the data gathered so far', () => {
    const onStepFinished = vi.fn();
    const store = createSurveyStore(paid, {
      initialState: createInitialState(paid, { seed: 1 }),
      onStepFinished,
    });
    store.send(choose('project_finished'));
    store.send(next);
    expect(onStepFinished).toHaveBeenLastCalledWith({
      step: 'reason',
      answers: { reason: { questionId: 'reason', choiceId: 'project_finished', text: '' } },
    });
    store.send(name('Ada'));
    store.send(next);
    expect(onStepFinished).toHaveBeenCalledTimes(1);
    store.send(agree());
    store.send(next);
    expect(onStepFinished).toHaveBeenCalledTimes(2);
    expect(onStepFinished).toHaveBeenLastCalledWith(
      expect.objectContaining({
        step: 'final',
        answers: expect.objectContaining({ final: { name: 'Ada', agreed: true, comment: '' } }),
      }),
    );
  });
});
