import { describe, expect, it } from 'vitest';
import type { OfferWithTerms } from '../offers/types';
import { paidQuestionSet as paid } from '../question-sets/paid';
import { restore, serialize } from '../store/persistence';
import { buildSubmission } from '../submission/build-submission';
import { connect } from '../view/connect';
import { back, choose, competitor, drive, next, type } from './drive.test.utils';
import { pathOf } from './path';
import { createInitialState, transition } from './transition';
import type { SurveyEvent, SurveyState } from './types';

const downgrade: OfferWithTerms = { kind: 'downgrade', plans: ['pro', 'free'] };
const discount: OfferWithTerms = { kind: 'discount', billingPeriod: 'monthly', percent: 30 };
const offer = (value: OfferWithTerms | null): SurveyEvent => ({ type: 'offer', offer: value });
const plan = (value: string): SurveyEvent => ({ type: 'change', field: 'plan', value });
const start = createInitialState(paid, { seed: 7 });

/** Step 1 'My project is finished' skips step 3: the offer follows step 1 at once. */
const onOffer = (value: OfferWithTerms = downgrade) =>
  drive(paid, [choose('project_finished'), offer(value), next]).state;

describe('the offer step', () => {
  it('comes between the last question and step 4, only with an offer', () => {
    const answered = drive(paid, [choose('project_finished')]).state.answers;
    expect(pathOf(paid, answered)).toEqual(['reason', 'final']);
    expect(pathOf(paid, answered, true)).toEqual(['reason', 'offer', 'final']);
    const viaServices = drive(paid, [
      choose('missing_features'),
      type('Exports'),
      offer(discount),
      next,
    ]).state;
    expect(viaServices.step).toBe('competitor');
    const after = drive(paid, [competitor('yes')], viaServices).state;
    expect(after.step).toBe('services');
    expect(
      drive(paid, [{ type: 'change', field: 'services', value: 'X' }, next], after).state.step,
    ).toBe('offer');
    expect(drive(paid, [choose('project_finished'), next]).state.step).toBe('final');
  });

  it('shows step 3 of 4 with the offer; decline goes to step 4 and Back returns to the offer', () => {
    const state = onOffer(discount);
    const view = connect(paid, state, (event) => transition(paid, state, event).issues);
    expect(view).toMatchObject({ step: 'offer', stepNumber: 3, offer: discount, plan: null });
    const declined = drive(paid, [next], state);
    expect(declined.state.step).toBe('final');
    expect(declined.finished).toEqual([{ step: 'offer', answers: state.answers }]);
    expect(drive(paid, [back], declined.state).state.step).toBe('offer');
    expect(drive(paid, [back, back], declined.state).state.step).toBe('reason');
  });

  it('takes the offer only while a question is shown', () => {
    const state = onOffer(discount);
    expect(transition(paid, state, offer(null)).state).toBe(state);
    const final = drive(paid, [next], state).state;
    expect(transition(paid, final, offer(downgrade)).state).toBe(final);
    const late = drive(paid, [choose('project_finished'), next, offer(discount)]).state;
    expect(late).toMatchObject({ step: 'final' });
    expect(late.offer).toBeUndefined();
  });

  it('replaces or removes the offer when the answers change it, dropping the chosen plan', () => {
    const chosen = drive(paid, [plan('pro'), back, offer(discount)], onOffer()).state;
    expect(chosen.offer).toEqual(discount);
    expect(chosen.offerPlan).toBeUndefined();
    const none = drive(paid, [offer(null)], chosen).state;
    expect('offer' in none).toBe(false);
    expect(transition(paid, none, offer(null)).state).toBe(none);
  });

  it('asks for a plan before a downgrade is accepted, and only one of the offered plans', () => {
    const state = onOffer();
    expect(transition(paid, state, { type: 'acceptOffer' }).issues).toEqual([
      { field: 'plan', code: 'required' },
    ]);
    expect(transition(paid, state, plan('guru')).issues).toEqual([
      { field: 'plan', code: 'invalid' },
    ]);
    const chosen = drive(paid, [plan('free')], state).state;
    expect(chosen.offerPlan).toBe('free');
    expect(transition(paid, chosen, { type: 'acceptOffer' })).toEqual({
      state: chosen,
      issues: [],
    });
    expect(transition(paid, onOffer(discount), { type: 'acceptOffer' }).issues).toEqual([]);
    expect(transition(paid, start, { type: 'acceptOffer' }).issues).toEqual([
      { field: 'plan', code: 'invalid' },
    ]);
  });

  it('keeps the offer and the chosen plan in the draft, and drops an unusable one', () => {
    const chosen = drive(paid, [plan('pro')], onOffer()).state;
    expect(restore(paid, serialize(chosen))).toEqual(chosen);
    const draft = (state: object) => JSON.stringify({ version: 1, state });
    const broken: SurveyState[] = [
      { ...chosen, offer: { kind: 'downgrade', plans: [] } },
      { ...chosen, offer: { kind: 'discount', billingPeriod: 'monthly', percent: 100 } },
      {
        ...chosen,
        offer: {
          kind: 'loyal_price',
          billingPeriod: 'annual',
          price: { amount: 0, currency: 'USD' },
        },
      },
    ];
    for (const state of broken) expect(restore(paid, draft(state))).toBeNull();
    const { offer: _offer, ...withoutOffer } = chosen;
    expect(restore(paid, draft(withoutOffer))).toBeNull();
    const otherPlan = restore(paid, draft({ ...chosen, offerPlan: 'guru' }));
    expect(otherPlan).toEqual({ ...onOffer(), offerPlan: undefined, step: 'offer' });
  });

  it('leaves the offer out of the submission (product §3)', () => {
    const withOffer = drive(paid, [next], onOffer(discount)).state;
    const { offer: _offer, ...without } = withOffer;
    const options = {
      timestamp: new Date(0),
      email: 'a@b.c',
      appName: 'SEO',
      translate: (key: string) => key,
    };
    expect(buildSubmission(paid, withOffer, options)).toEqual(
      buildSubmission(paid, without, options),
    );
  });
});
