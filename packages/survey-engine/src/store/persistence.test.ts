import { describe, expect, it } from 'vitest';
import { choose, competitor, drive, next, services, type } from '../flow/drive.test.utils';
import type { SurveyState } from '../flow/types';
import { paidQuestionSet as paid } from '../question-sets/paid';
import { trialQuestionSet as trial } from '../question-sets/trial';
import { connect, type ChoiceStepView, type SurveyView } from '../view/connect';
import { restore, serialize } from './persistence';

const atServices = drive(paid, [
  choose('data_quality'),
  next,
  choose('other'),
  type('Wrong volumes'),
  next,
  competitor('yes'),
  services('Tool A'),
]).state;

const draft = (state: unknown) => JSON.stringify({ version: 1, state });

describe('serialize / restore', () => {
  it('round-trips a state, with the same answer order', () => {
    const restored = restore(paid, serialize(atServices));
    expect(restored).toEqual(atServices);
    const questionAt = (state: SurveyState) =>
      choiceView(connect(paid, { ...state, step: 'reason' }, () => [])).choices.map(({ id }) => id);
    expect(questionAt(restored as SurveyState)).toEqual(questionAt(atServices));
  });

  it.each([
    ['nothing saved', null],
    ['undefined', undefined],
    ['not JSON', '{"version":1,'],
    ['JSON of another shape', '[1,2,3]'],
    ['another version', JSON.stringify({ version: 2, state: atServices })],
    ['another question set', serialize({ ...atServices, questionSetId: 'trial' })],
    ['an unknown step', draft({ ...atServices, step: 'bonus' })],
    ['a seed that is no integer', draft({ ...atServices, seed: 'abc' })],
    ['answers that are a list', draft({ ...atServices, answers: [] })],
    ['an unknown answer key', draft({ ...atServices, answers: { extra: 1 } })],
    ['a mistyped choice answer', draft({ ...atServices, answers: { reason: { choiceId: 3 } } })],
    ['a services text that is no string', draft({ ...atServices, answers: { services: 5 } })],
    ['an unknown competitor answer', draft({ ...atServices, answers: { competitor: 'maybe' } })],
    [
      'a mistyped final step',
      draft({ ...atServices, answers: { final: { name: 'A', agreed: 'yes', comment: '' } } }),
    ],
  ])('drops an unusable draft: %s', (_, saved) => {
    expect(restore(paid, saved)).toBeNull();
  });

  it('moves back to the first step that is not finished', () => {
    const missingText = {
      ...atServices,
      answers: {
        ...atServices.answers,
        follow_up: { questionId: 'data', choiceId: 'other', text: '' },
      },
    };
    expect(restore(paid, serialize(missingText))?.step).toBe('follow_up');
  });

  it('forgets a choice the set does not offer any more', () => {
    const removed = {
      ...atServices,
      answers: { reason: { questionId: 'reason', choiceId: 'retired', text: '' } },
    };
    const restored = restore(paid, serialize(removed));
    expect(restored?.step).toBe('reason');
    expect(
      choiceView(connect(paid, restored as SurveyState, () => [])).selectedChoiceId,
    ).toBeNull();
  });

  it('drops answers that are not on the path of the earlier answers', () => {
    const tampered = {
      ...atServices,
      step: 'final',
      answers: { ...atServices.answers, competitor: 'not_sure' },
    };
    const restored = restore(paid, serialize(tampered as SurveyState));
    expect(restored?.answers.services).toBeUndefined();
    expect(restored?.step).toBe('final');
  });

  it('belongs to one question set', () => {
    expect(restore(trial, serialize(atServices))).toBeNull();
  });
});

function choiceView(view: SurveyView): ChoiceStepView {
  if (view.step !== 'reason' && view.step !== 'follow_up')
    throw new Error('a choice step expected');
  return view;
}
