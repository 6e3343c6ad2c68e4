import { describe, expect, it } from 'vitest';
import { agree, choose, competitor, drive, name, next, type } from '../flow/drive.test.utils';
import { createInitialState } from '../flow/transition';
import { paidQuestionSet as paid } from '../question-sets/paid';
import { trialQuestionSet as trial } from '../question-sets/trial';
import { orderChoices } from '../shuffle/order-choices';
import { connect } from './connect';

const start = createInitialState(paid, { seed: 99 });

describe('connect', () => {
  it('shows step 1 with its shuffled choices, nothing chosen, no way back', () => {
    const view = connect(paid, start);
    const reason = paid.questions.reason;
    expect(view).toMatchObject({
      step: 'reason',
      stepNumber: 1,
      titleKey: 'steps.reason.title',
      subtitleKey: 'survey.reason.question',
      canGoBack: false,
      competitor: null,
      services: null,
      final: null,
    });
    expect(view.question).toEqual({
      id: 'reason',
      text: reason?.text,
      i18nKey: 'survey.reason.question',
      choices: orderChoices(reason?.choices ?? [], { seed: 99, salt: 'reason' }),
      selectedChoiceId: null,
      textChoiceId: null,
      freeText: '',
      freeTextMaxLength: 1500,
    });
    expect(view.question?.choices[0]?.id).toBe('too_expensive');
    expect(view.question?.choices.at(-1)?.id).toBe('other');
  });

  it('shows the same order for the same seed and says which choice needs text', () => {
    const state = drive(paid, [choose('other'), type('Too slow')], start).state;
    const view = connect(paid, state);
    expect(view.question?.choices).toEqual(connect(paid, start).question?.choices);
    expect(view.question).toMatchObject({
      selectedChoiceId: 'other',
      textChoiceId: 'other',
      freeText: 'Too slow',
    });
    const noText = connect(paid, drive(paid, [choose('not_using')], start).state);
    expect(noText.question).toMatchObject({ selectedChoiceId: 'not_using', textChoiceId: null });
  });

  it('shows the follow-up question as step 2', () => {
    const view = connect(trial, drive(trial, [choose('not_sure_need'), next]).state);
    expect(view).toMatchObject({
      step: 'follow_up',
      stepNumber: 2,
      titleKey: 'steps.followUp.title',
      subtitleKey: 'survey.not_sure.question',
      canGoBack: true,
    });
    expect(view.question?.id).toBe('not_sure');
    expect(view.question?.choices.map(({ id }) => id).sort()).toEqual([
      'no_chance',
      'no_features',
      'one_time',
      'other',
      'too_complex',
    ]);
  });

  it('shows steps 3 and 3.5 as number 3, with earlier answers', () => {
    const atCompetitor = drive(paid, [choose('other'), type('x'), next]).state;
    expect(connect(paid, atCompetitor)).toMatchObject({
      step: 'competitor',
      stepNumber: 3,
      titleKey: 'steps.competitor.title',
      subtitleKey: 'survey.competitor.question',
      question: null,
      competitor: { question: paid.competitor, answer: null },
    });
    const atServices = drive(paid, [competitor('yes')], atCompetitor).state;
    expect(connect(paid, atServices)).toMatchObject({
      step: 'services',
      stepNumber: 3,
      titleKey: 'steps.services.title',
      subtitleKey: 'survey.services.question',
      services: { question: paid.competitor.services, value: '', maxLength: 250 },
    });
    const backAgain = drive(paid, [{ type: 'back' }], atServices).state;
    expect(connect(paid, backAgain).competitor?.answer).toBe('yes');
  });

  it('shows the final step as number 4, with the comment for paid users only', () => {
    const paidFinal = drive(paid, [choose('project_finished'), next, name('Ada'), agree()]).state;
    expect(connect(paid, paidFinal)).toMatchObject({
      step: 'final',
      stepNumber: 4,
      titleKey: 'steps.final.title',
      subtitleKey: 'steps.final.subtitle',
      canGoBack: true,
      final: {
        values: { name: 'Ada', agreed: true, comment: '' },
        comments: paid.comments,
        nameMaxLength: 80,
      },
    });
    const trialFinal = drive(trial, [choose('just_exploring'), next]).state;
    expect(connect(trial, trialFinal).final).toEqual({
      values: { name: '', agreed: false, comment: '' },
      comments: null,
      nameMaxLength: 80,
    });
  });
});
