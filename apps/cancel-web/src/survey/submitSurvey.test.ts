// @vitest-environment jsdom
import {
  createInitialState,
  paidQuestionSet,
  transition,
  trialQuestionSet,
  type SurveyEvent,
  type SurveyState,
} from '@cancel-flow/survey-engine';
import type { TFunction } from '@cancel-flow/i18n';
import { describe, expect, it, vi } from 'vitest';
import { idempotencyKeys } from './idempotencyKeys';
import { submitSurvey, type SubmitSurveyInput } from './submitSurvey';
import { surveyStorage } from './surveyStorage';
import { memoryStorage } from './memoryStorage';

const finished = (): SurveyState => {
  const events: SurveyEvent[] = [
    { type: 'change', field: 'choice', value: 'other' },
    { type: 'change', field: 'text', value: 'My agency handles it now' },
    { type: 'next' },
    { type: 'competitor', answer: 'yes' },
    { type: 'change', field: 'services', value: 'Rival Tool Pro' },
    { type: 'next' },
    {
      type: 'finish',
      values: { name: 'Sam Typed', comment: 'Please call me back', agreed: true },
    },
  ];
  return events.reduce(
    (state, event) => transition(paidQuestionSet, state, event).state,
    createInitialState(paidQuestionSet, { seed: 1, name: 'Alex' }),
  );
};

function input(overrides: Partial<SubmitSurveyInput> = {}) {
  const sendConfirmationEmail = vi.fn(async () => ({ result: true }));
  const sendSurveyMonitoring = vi.fn(async () => ({}));
  const protect = vi.fn();
  const storage = surveyStorage(memoryStorage(), {
    userId: 4242,
    product: 'seo',
    questionSetId: paidQuestionSet.id,
  });
  const t = ((key: string) => `de:${key}`) as unknown as TFunction;
  const base: SubmitSurveyInput = {
    definition: paidQuestionSet,
    state: finished(),
    product: 'seo',
    email: 'alex@example.com',
    loadedAt: new Date('2026-11-22T10:00:00Z'),
    t,
    englishTexts: { products: { seo: 'SEO Toolkit' } },
    api: { sendSurveyMonitoring },
    productApi: { sendConfirmationEmail },
    storage,
    reporter: { protect },
    ...overrides,
  };
  return { base, sendConfirmationEmail, sendSurveyMonitoring, protect, storage };
}

describe('submitSurvey', () => {
  it('sends with one Idempotency-Key, kept with what was sent and when, for a resend', async () => {
    const { base, sendConfirmationEmail, sendSurveyMonitoring, storage } = input();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const clicked = Date.now();
      // The server answers five seconds after the click: the e-mail was sent then.
      sendConfirmationEmail.mockImplementationOnce(async () => {
        vi.setSystemTime(clicked + 5_000);
        return { result: true };
      });
      const sent = await submitSurvey(base);
      expect(sent.sentAt).toBe(clicked + 5_000);
      expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      const options = { idempotencyKey: sent.idempotencyKey };
      expect(sendConfirmationEmail).toHaveBeenCalledWith(sent.submission, options);
      expect(sendSurveyMonitoring).toHaveBeenCalledWith(sent.submission, options);
      expect(storage.loadSent()).toEqual(sent);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the key when the same submission is sent again after a failure', async () => {
    const keyFor = idempotencyKeys();
    const failing = input({ keyFor });
    failing.sendConfirmationEmail.mockRejectedValueOnce(new Error('500'));
    await expect(submitSurvey(failing.base)).rejects.toThrow('500');
    expect(failing.storage.loadSent()).toBeNull();
    const sent = await submitSurvey(failing.base);
    const keys = failing.sendConfirmationEmail.mock.calls.map(
      (call) => (call as unknown[])[1] as { idempotencyKey: string },
    );
    expect(keys[0]?.idempotencyKey).toBe(sent.idempotencyKey);
    expect(keys[1]?.idempotencyKey).toBe(sent.idempotencyKey);
  });

  it('sends the submission a reload interrupted again as it was, timestamp and key included', async () => {
    const tab = memoryStorage();
    const owner = { userId: 4242, product: 'seo' as const, questionSetId: paidQuestionSet.id };
    // The first page load: the send starts and never answers before the reload.
    const first = input({ storage: surveyStorage(tab, owner) });
    first.sendConfirmationEmail.mockImplementationOnce(() => new Promise(() => {}));
    void submitSurvey(first.base);
    await vi.waitFor(() => expect(first.sendConfirmationEmail).toHaveBeenCalled());
    const [interrupted, interruptedOptions] = first.sendConfirmationEmail.mock
      .calls[0] as unknown as [unknown, { idempotencyKey: string }];

    // The reloaded page: a later load time, a fresh key generator, the same answers.
    const storage = surveyStorage(tab, owner);
    const again = input({
      storage,
      loadedAt: new Date('2026-11-22T10:05:00Z'),
      keyFor: idempotencyKeys(),
    });
    const sent = await submitSurvey(again.base);
    expect(sent.submission).toEqual(interrupted);
    expect(sent.submission.timestamp).toBe('2026-11-22T10:00:00.000Z');
    expect(sent.idempotencyKey).toBe(interruptedOptions.idempotencyKey);
    expect(again.sendConfirmationEmail).toHaveBeenCalledWith(interrupted, interruptedOptions);
    expect(again.sendSurveyMonitoring).toHaveBeenCalledWith(interrupted, interruptedOptions);
    // Sent: the tab keeps what a resend needs, no longer a send in progress.
    expect(storage.loadSending()).toBeNull();
    expect(storage.loadSent()).toEqual(sent);
  });

  it('sends changed answers after a reload as a new submission with a new key', async () => {
    const tab = memoryStorage();
    const owner = { userId: 4242, product: 'seo' as const, questionSetId: paidQuestionSet.id };
    const first = input({ storage: surveyStorage(tab, owner) });
    first.sendConfirmationEmail.mockRejectedValueOnce(new Error('offline'));
    await expect(submitSurvey(first.base)).rejects.toThrow('offline');
    const kept = surveyStorage(tab, owner).loadSending();
    expect(kept?.submission.timestamp).toBe('2026-11-22T10:00:00.000Z');

    const changed = transition(paidQuestionSet, finished(), {
      type: 'finish',
      values: { name: 'Sam Typed', comment: 'No call needed', agreed: true },
    }).state;
    const again = input({
      storage: surveyStorage(tab, owner),
      state: changed,
      loadedAt: new Date('2026-11-22T10:05:00Z'),
    });
    const sent = await submitSurvey(again.base);
    expect(sent.idempotencyKey).not.toBe(kept?.idempotencyKey);
    expect(sent.submission.timestamp).toBe('2026-11-22T10:05:00.000Z');
    expect(JSON.stringify(sent.submission)).toContain('No call needed');
  });

  it('gives a changed submission a new key', () => {
    const keyFor = idempotencyKeys();
    const submission = { timestamp: 't', name: 'A', email: 'e', accepted_terms: true, survey: {} };
    const first = keyFor(submission);
    expect(keyFor({ ...submission })).toBe(first);
    expect(keyFor({ ...submission, name: 'B' })).not.toBe(first);
  });

  it('records the English product name without downloading anything at the click', async () => {
    const events: SurveyEvent[] = [
      { type: 'change', field: 'choice', value: 'not_sure_need' },
      { type: 'next' },
    ];
    const state = events.reduce(
      (current, event) => transition(trialQuestionSet, current, event).state,
      createInitialState(trialQuestionSet, { seed: 1, name: 'Alex' }),
    );
    const { base } = input({ definition: trialQuestionSet, state });
    const sent = await submitSurvey(base);
    expect(sent.submission.survey.first_question?.answers).toContain(
      "I'm not sure I need SEO Toolkit",
    );
  });

  it('protects the typed name and every free text before anything is sent', async () => {
    const { base, protect, sendConfirmationEmail } = input();
    sendConfirmationEmail.mockImplementationOnce(async () => {
      expect(protect).toHaveBeenCalled();
      return { result: true };
    });
    await submitSurvey(base);
    const protectedValues = protect.mock.calls.flat();
    expect(protectedValues).toEqual(
      expect.arrayContaining([
        'Sam Typed',
        'My agency handles it now',
        'Rival Tool Pro',
        'Please call me back',
      ]),
    );
  });
});
