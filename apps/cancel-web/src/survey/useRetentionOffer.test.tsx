// @vitest-environment jsdom
import type { CancelApi, ProductApi, User } from '@cancel-flow/api-client';
import { getMockUser } from '@cancel-flow/api-client/mock';
import {
  createInitialState,
  createSurveyStore,
  paidQuestionSet,
  restore,
  serialize,
  transition,
  type OfferSettings,
  type SurveyEvent,
  type SurveyState,
  type SurveyStore,
} from '@cancel-flow/survey-engine';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productPage } from '../shell/productPages';
import { ServicesProvider, type AppServices } from '../shell/services';
import { named } from '../shell/namedFailure';
import { LOCALE_LOAD_FAILURE } from '../shell/reportNames';
import { memoryStorage } from './memoryStorage';
import { useRetentionOffer } from './useRetentionOffer';

// Work after step 1's paint starts at once here.
vi.mock('../shell/afterNextPaint', () => ({ afterNextPaint: () => Promise.resolve() }));

afterEach(cleanup);

const offers: OfferSettings = {
  discountPercent: { monthly: 30, annual: 15 },
  loyalPrice: {
    monthly: { amount: 99.95, currency: 'USD' },
    annual: { amount: 999.5, currency: 'USD' },
  },
};

/** `?mock=offer`'s customer: eligible, every loyalty flag, plan guru (docs/offers.md). */
const offerCustomer: User = getMockUser('offer');

/** Resolves eligible-for-offer when the test says so. */
function eligibility() {
  let answer: (eligible: boolean) => void = () => {};
  const promise = new Promise<boolean>((resolve) => {
    answer = resolve;
  });
  return { promise, answer: (eligible: boolean) => act(() => answer(eligible)) };
}

function renderOffer(
  store: SurveyStore,
  eligible: Promise<boolean> = Promise.resolve(true),
  loadOfferScreens: () => Promise<void> = () => Promise.resolve(),
) {
  const productApi = { eligibleForOffer: vi.fn(() => eligible) } as unknown as ProductApi;
  const services = {
    api: { forProduct: () => productApi } as unknown as CancelApi,
    settings: { offers },
    reporter: { report: vi.fn() },
    storage: memoryStorage(),
    devTools: undefined,
  } as unknown as AppServices;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={services}>{children}</ServicesProvider>
  );
  const rendered = renderHook(
    () =>
      useRetentionOffer(
        productPage('seo'),
        offerCustomer,
        paidQuestionSet,
        store,
        loadOfferScreens,
      ),
    { wrapper },
  );
  return { ...rendered, report: vi.mocked(services.reporter.report) };
}

/** Sends each event to the store; each must be accepted. */
function answer(store: SurveyStore, ...events: SurveyEvent[]) {
  act(() => {
    for (const event of events) expect(store.send(event)).toEqual([]);
  });
}

const choose = (value: string): SurveyEvent => ({ type: 'change', field: 'choice', value });
const next: SurveyEvent = { type: 'next' };
const back: SurveyEvent = { type: 'back' };
const notSure: SurveyEvent = { type: 'competitor', answer: 'not_sure' };

const offerKind = (store: SurveyStore) => store.getSnapshot().state.offer?.kind;

/** A fresh survey's store, or one restored from a draft of `state` (as after a reload). */
function storeFrom(state?: SurveyState): SurveyStore {
  return createSurveyStore(paidQuestionSet, {
    initialState: state
      ? restore(paidQuestionSet, serialize(state))
      : createInitialState(paidQuestionSet, { seed: 1 }),
  });
}

/**
 * The repro's draft, as the app before the fix left it: "It's too expensive" → "I only need a few
 * of the tools" → Not sure yet gave the downgrade; then Back to step 1 and "Business is struggling
 * to operate" chosen, the follow-up still kept and the downgrade with it.
 */
function staleDraft(step: 'reason' | 'offer'): SurveyState {
  const events: SurveyEvent[] = [
    choose('too_expensive'),
    next,
    choose('few_tools'),
    next,
    { type: 'offer', offer: { kind: 'downgrade', plans: ['pro', 'free'] } },
    notSure,
    back,
    back,
    back,
    choose('business_struggling'),
    ...(step === 'offer' ? [next] : []),
  ];
  const state = events.reduce(
    (current, event) => transition(paidQuestionSet, current, event).state,
    createInitialState(paidQuestionSet, { seed: 1 }),
  );
  expect(state.step).toBe(step);
  expect(state.offer?.kind).toBe('downgrade');
  return state;
}

describe('useRetentionOffer: the offer follows the reason and follow-up on the current path', () => {
  it('a new reason without a follow-up gets its own offer, not the one of the earlier follow-up', async () => {
    const store = storeFrom();
    renderOffer(store);
    await waitFor(() => expect(offerKind(store)).toBe('loyal_price'));

    answer(store, choose('too_expensive'), next, choose('few_tools'));
    expect(offerKind(store)).toBe('downgrade');
    answer(store, next, notSure);
    expect(store.getSnapshot().state.step).toBe('offer');
    expect(offerKind(store)).toBe('downgrade');

    answer(store, back, back, back);
    expect(store.getSnapshot().state.step).toBe('reason');
    // The engine keeps the follow-up for a return to it, but it is off the path now.
    answer(store, choose('business_struggling'));
    expect(store.getSnapshot().state.answers.follow_up?.choiceId).toBe('few_tools');
    expect(offerKind(store)).toBe('loyal_price');

    answer(store, next);
    expect(store.getSnapshot().state.step).toBe('offer');
    expect(offerKind(store)).toBe('loyal_price');
  });

  it('going back to the earlier reason brings its follow-up, and its offer, back', async () => {
    const store = storeFrom();
    renderOffer(store);
    await waitFor(() => expect(offerKind(store)).toBe('loyal_price'));

    answer(store, choose('too_expensive'), next, choose('few_tools'), next, notSure);
    answer(store, back, back, back, choose('business_struggling'));
    expect(offerKind(store)).toBe('loyal_price');
    answer(store, choose('too_expensive'));
    expect(offerKind(store)).toBe('downgrade');
    answer(store, next, next, notSure);
    expect(store.getSnapshot().state.step).toBe('offer');
    expect(offerKind(store)).toBe('downgrade');
  });

  it("a reload on the stale offer: back on a question, the offer is chosen again for the path's answers", async () => {
    const store = storeFrom(staleDraft('offer'));
    expect(store.getSnapshot().state.step).toBe('offer');
    renderOffer(store);
    // eligible-for-offer answers while the offer shows: the store keeps it (the waiting rule).
    await waitFor(() => expect(offerKind(store)).toBe('downgrade'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(offerKind(store)).toBe('downgrade');

    answer(store, back);
    expect(store.getSnapshot().state.step).toBe('reason');
    expect(offerKind(store)).toBe('loyal_price');
    answer(store, next);
    expect(store.getSnapshot().state.step).toBe('offer');
    expect(offerKind(store)).toBe('loyal_price');
  });

  it("before eligible-for-offer answers, the draft's offer goes once the reason changes", async () => {
    const eligible = eligibility();
    const store = storeFrom(staleDraft('reason'));
    renderOffer(store, eligible.promise);

    answer(store, choose('not_using'), choose('business_struggling'));
    expect(offerKind(store)).toBeUndefined();
    // The customer leaves the questions before the answer: step 4 without an offer.
    answer(store, next);
    expect(store.getSnapshot().state.step).toBe('final');
    await eligible.answer(true);
    expect(offerKind(store)).toBeUndefined();
  });

  it("before eligible-for-offer answers, the draft's offer stays while the reason does", async () => {
    const eligible = eligibility();
    const draft = transition(paidQuestionSet, staleDraft('reason'), choose('too_expensive')).state;
    const store = storeFrom(draft);
    renderOffer(store, eligible.promise);

    answer(store, next, choose('few_tools'), next, notSure);
    expect(store.getSnapshot().state.step).toBe('offer');
    expect(offerKind(store)).toBe('downgrade');
    await eligible.answer(true);
    expect(offerKind(store)).toBe('downgrade');
  });

  it('recording the offer keeps the message of a failed Continue, and records once', async () => {
    const eligible = eligibility();
    const store = storeFrom();
    renderOffer(store, eligible.promise);
    act(() => {
      expect(store.send(next)).toEqual([{ field: 'choice', code: 'required' }]);
    });
    const send = vi.spyOn(store, 'send');
    await eligible.answer(true);
    await waitFor(() => expect(offerKind(store)).toBe('loyal_price'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().issues).toEqual([{ field: 'choice', code: 'required' }]);
  });

  it('once eligible-for-offer answers, the offer is chosen for the current answers', async () => {
    const eligible = eligibility();
    const store = storeFrom(staleDraft('reason'));
    renderOffer(store, eligible.promise);
    await eligible.answer(true);
    await waitFor(() => expect(offerKind(store)).toBe('loyal_price'));
    answer(store, next);
    expect(store.getSnapshot().state.step).toBe('offer');
  });
});

describe('useRetentionOffer: an offer that cannot show', () => {
  it("texts that fail to download: no offer, and the failure reported under the texts' name", async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const texts = () => named(LOCALE_LOAD_FAILURE)(failure);
    const store = storeFrom();
    const { report } = renderOffer(store, Promise.resolve(true), texts);
    await waitFor(() => expect(report).toHaveBeenCalledWith(LOCALE_LOAD_FAILURE, failure));
    answer(store, choose('too_expensive'), next, choose('few_tools'), next, notSure);
    expect(offerKind(store)).toBeUndefined();
    expect(store.getSnapshot().state.step).toBe('final');
  });
});
