import { describe, expect, it } from 'vitest';
import { agree, choose, competitor, drive, name, next, type } from '../flow/drive.test.utils';
import { createInitialState } from '../flow/transition';
import { paidQuestionSet as paid } from '../question-sets/paid';
import { trialQuestionSet as trial } from '../question-sets/trial';
import { orderChoices } from '../shuffle/order-choices';
import { createSurveyStore } from '../store/store';
import { connect } from './connect';

const start = createInitialState(paid, { seed: 99 });
const ignore = () => [];

describe('connect', () => {
  it('shows step 1 with its shuffled choices, nothing chosen, no way back', () => {
    const view = connect(paid, start, ignore);
    const reason = paid.questions.reason;
    expect(view).toMatchObject({
      step: 'reason',
      stepNumber: 1,
      titleKey: 'steps.reason.title',
      subtitleKey: 'survey.reason.question',
      back: null,
      questionId: 'reason',
      choices: orderChoices(reason?.choices ?? [], { seed: 99, salt: 'reason' }),
      selectedChoiceId: null,
      textChoiceId: null,
      freeText: '',
      freeTextMaxLength: 1500,
    });
    if (view.step !== 'reason') throw new Error('step 1 expected');
    expect(view.choices[0]?.id).toBe('too_expensive');
    expect(view.choices.at(-1)?.id).toBe('other');
  });

  it('shows the same order for the same seed and says which choice needs text', () => {
    const state = drive(paid, [choose('other'), type('Too slow')], start).state;
    const view = connect(paid, state, ignore);
    expect(view).toMatchObject({
      choices: (connect(paid, start, ignore) as { choices: unknown }).choices,
      selectedChoiceId: 'other',
      textChoiceId: 'other',
      freeText: 'Too slow',
    });
    const noText = connect(paid, drive(paid, [choose('not_using')], start).state, ignore);
    expect(noText).toMatchObject({ selectedChoiceId: 'not_using', textChoiceId: null });
  });

  it('shows the follow-up question as step 2', () => {
    const view = connect(trial, drive(trial, [choose('not_sure_need'), next]).state, ignore);
    expect(view).toMatchObject({
      step: 'follow_up',
      stepNumber: 2,
      titleKey: 'steps.followUp.title',
      subtitleKey: 'survey.not_sure.question',
      questionId: 'not_sure',
    });
    expect(view.back).toBeTypeOf('function');
    if (view.step !== 'follow_up') throw new Error('step 2 expected');
    expect(view.choices.map(({ id }) => id).sort()).toEqual([
      'no_chance',
      'no_features',
      'one_time',
      'other',
      'too_complex',
    ]);
  });

  it('shows steps 3 and 3.5 as number 3, with earlier answers', () => {
    const atCompetitor = drive(paid, [choose('other'), type('x'), next]).state;
    expect(connect(paid, atCompetitor, ignore)).toMatchObject({
      step: 'competitor',
      stepNumber: 3,
      titleKey: 'steps.competitor.title',
      subtitleKey: 'survey.competitor.question',
      answer: null,
    });
    const atServices = drive(paid, [competitor('yes')], atCompetitor).state;
    expect(connect(paid, atServices, ignore)).toMatchObject({
      step: 'services',
      stepNumber: 3,
      titleKey: 'steps.services.title',
      subtitleKey: 'survey.services.question',
      value: '',
      maxLength: 250,
    });
    expect(paid.competitor.services.i18nKey).toBe('survey.services.question');
    const backAgain = drive(paid, [{ type: 'back' }], atServices).state;
    expect(connect(paid, backAgain, ignore)).toMatchObject({ step: 'competitor', answer: 'yes' });
  });

  it('says which steps before this one the answers passed over', () => {
    const skippedAt = (state: typeof start) => connect(paid, state, ignore).skippedSteps;
    expect(skippedAt(start)).toEqual([]);
    // No follow-up question: step 2 is skipped on the way to step 3.
    const atCompetitor = drive(paid, [choose('other'), type('x'), next]).state;
    expect(skippedAt(atCompetitor)).toEqual([2]);
    expect(skippedAt(drive(paid, [competitor('yes')], atCompetitor).state)).toEqual([2]);
    // No follow-up and no competitor questions: steps 2 and 3 on the way to step 4.
    expect(skippedAt(drive(paid, [choose('project_finished'), next]).state)).toEqual([2, 3]);
    // A follow-up answer that switches the competitor questions off: step 3 only.
    const budgetCut = drive(paid, [choose('too_expensive'), next, choose('budget_cut'), next]);
    expect(budgetCut.state.step).toBe('final');
    expect(skippedAt(budgetCut.state)).toEqual([3]);
    // Every step answered: nothing skipped.
    const everyStep = [
      choose('too_expensive'),
      next,
      choose('value'),
      next,
      competitor('not_sure'),
    ];
    expect(skippedAt(drive(paid, everyStep).state)).toEqual([]);
    // Back to step 2: what comes after it is not counted.
    const backToFollowUp = drive(paid, [{ type: 'back' }], budgetCut.state).state;
    expect(backToFollowUp.step).toBe('follow_up');
    expect(skippedAt(backToFollowUp)).toEqual([]);
  });

  it('shows the final step as number 4, with the comment for paid users only', () => {
    const paidFinal = drive(paid, [choose('project_finished'), next, name('Ada'), agree()]).state;
    expect(connect(paid, paidFinal, ignore)).toMatchObject({
      step: 'final',
      stepNumber: 4,
      titleKey: 'steps.final.title',
      subtitleKey: 'steps.final.subtitle',
      values: { name: 'Ada', agreed: true, comment: '' },
      commentKey: paid.comments?.i18nKey,
      nameMaxLength: 80,
    });
    expect(paid.comments?.i18nKey).toBeTruthy();
    expect(connect(paid, paidFinal, ignore).back).toBeTypeOf('function');
    const trialFinal = drive(trial, [choose('just_exploring'), next]).state;
    expect(connect(trial, trialFinal, ignore)).toMatchObject({
      values: { name: '', agreed: false, comment: '' },
      commentKey: null,
      nameMaxLength: 80,
    });
  });

  it("gives each step the actions it allows, sent to the store's send", () => {
    const store = createSurveyStore(paid, { initialState: start });
    const view = () => connect(paid, store.getSnapshot().state, store.send);
    const step1 = view();
    if (step1.step !== 'reason') throw new Error('step 1 expected');
    expect(step1.next()).toEqual([{ field: 'choice', code: 'required' }]);
    step1.select('other');
    (view() as typeof step1).setText('Too slow');
    expect((view() as typeof step1).next()).toEqual([]);
    const step3 = view();
    if (step3.step !== 'competitor') throw new Error('step 3 expected');
    step3.choose('yes');
    const step35 = view();
    if (step35.step !== 'services') throw new Error('step 3.5 expected');
    step35.setText('Another tool');
    expect(step35.back?.()).toEqual([]);
    expect(view().step).toBe('competitor');
  });

  it("finishes the final step with the form's values once, or returns their issues", () => {
    const store = createSurveyStore(paid, { initialState: start });
    store.send({ type: 'change', field: 'choice', value: 'project_finished' });
    store.send({ type: 'next' });
    const final = connect(paid, store.getSnapshot().state, store.send);
    if (final.step !== 'final') throw new Error('step 4 expected');
    expect(final.finish({ name: ' ', agreed: false, comment: '' })).toEqual([
      { field: 'name', code: 'blank' },
      { field: 'agreed', code: 'required' },
    ]);
    expect(final.finish({ name: 'Ada', agreed: true, comment: 'Thanks' })).toEqual([]);
    expect(store.getSnapshot().state.answers.final).toEqual({
      name: 'Ada',
      agreed: true,
      comment: 'Thanks',
    });
  });
});
