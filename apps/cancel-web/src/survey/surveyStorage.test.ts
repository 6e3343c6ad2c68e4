import type { SurveySubmission } from '@cancel-flow/survey-engine';
import { describe, expect, it } from 'vitest';
import {
  dropExpiredRecords,
  dropOthersRecords,
  SURVEY_RECORD_MAX_AGE_MS,
  surveyStorage,
  type SurveyOwner,
} from './surveyStorage';
import { clearConfirmedSurvey } from './confirmedSurvey';
import { memoryStorage } from './memoryStorage';

const alex: SurveyOwner = { userId: 4242, product: 'seo', questionSetId: 'paid' };
const sam: SurveyOwner = { ...alex, userId: 777 };
const submission = {
  timestamp: '2026-11-22T10:00:00.000Z',
  name: 'Alex Morgan',
  email: 'alex@example.com',
  accepted_terms: true,
  survey: {},
} as unknown as SurveySubmission;
const sent = {
  submission,
  idempotencyKey: '6f1c1a9e-0000-4000-8000-000000000001',
  sentAt: Date.UTC(2026, 10, 22, 10, 6),
};
const sending = { submission, idempotencyKey: '6f1c1a9e-0000-4000-8000-000000000002' };
const values = { name: 'Alex Morgan', comment: 'Too pricey', agreed: true };

/** A clock the test moves by hand. */
function clock(start = Date.UTC(2026, 10, 22, 10)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

function alexSentAndDrafted(storage: Storage, now: () => number) {
  const saved = surveyStorage(storage, alex, now);
  saved.saveDraft('{"step":"final"}');
  saved.saveFinalValues(values);
  saved.saveSending(sending);
  saved.saveSent(sent);
  return saved;
}

describe('surveyStorage', () => {
  it('gives the same user back the draft, step 4 values, a send in progress and what was sent', () => {
    const storage = memoryStorage();
    const time = clock();
    alexSentAndDrafted(storage, time.now);
    const again = surveyStorage(storage, alex, time.now);
    expect(again.loadDraft()).toBe('{"step":"final"}');
    expect(again.loadFinalValues()).toEqual(values);
    expect(again.loadSending()).toEqual(sending);
    expect(again.loadSent()).toEqual(sent);
  });

  it('drops everything of another user when a different user is signed in on the tab', () => {
    const storage = memoryStorage();
    const time = clock();
    alexSentAndDrafted(storage, time.now);
    const other = surveyStorage(storage, sam, time.now);
    expect(other.loadDraft()).toBeNull();
    expect(other.loadFinalValues()).toBeNull();
    expect(other.loadSending()).toBeNull();
    expect(other.loadSent()).toBeNull();
    // Gone from the tab, not only hidden: signing Alex in again finds nothing either.
    expect(storage.length).toBe(0);
    expect(surveyStorage(storage, alex, time.now).loadSent()).toBeNull();
  });

  it("keeps the signed-in user's records only, and none when nobody is signed in", () => {
    const storage = memoryStorage();
    const time = clock();
    alexSentAndDrafted(storage, time.now);
    dropOthersRecords(storage, alex.userId, time.now());
    expect(surveyStorage(storage, alex, time.now).loadDraft()).toBe('{"step":"final"}');
    dropOthersRecords(storage, undefined, time.now());
    expect(storage.length).toBe(0);
  });

  it('keeps nothing for more than 24 hours after it was last saved', () => {
    const storage = memoryStorage();
    const time = clock();
    const saved = alexSentAndDrafted(storage, time.now);
    time.advance(SURVEY_RECORD_MAX_AGE_MS);
    expect(saved.loadSent()).toEqual(sent);
    time.advance(1);
    expect(saved.loadSent()).toBeNull();
    expect(saved.loadDraft()).toBeNull();
    expect(saved.loadFinalValues()).toBeNull();
    expect(saved.loadSending()).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('drops expired records of the user when the page loads', () => {
    const storage = memoryStorage();
    const time = clock();
    alexSentAndDrafted(storage, time.now);
    time.advance(SURVEY_RECORD_MAX_AGE_MS + 1);
    surveyStorage(storage, { ...alex, product: 'pr' }, time.now);
    expect(storage.length).toBe(0);
  });

  it("drops every user's expired records, and only those, on a page that never learns the user", () => {
    const storage = memoryStorage();
    const time = clock();
    alexSentAndDrafted(storage, time.now);
    time.advance(SURVEY_RECORD_MAX_AGE_MS - 1000);
    const samsDraft = surveyStorage(storage, sam, time.now);
    samsDraft.saveDraft('{"step":"reason"}');
    time.advance(1001);
    storage.setItem('cancel-flow:draft:seo', '{"answers":{}}');
    storage.setItem('cancel-flow:survey:9:seo:draft:paid', 'not a record');
    storage.setItem('another-app:setting', 'kept');
    dropExpiredRecords(storage, time.now());
    // Alex's are a day old; Sam's draft, a second old, stays with the other app's key.
    expect(Array.from({ length: storage.length }, (_, index) => storage.key(index)).sort()).toEqual(
      ['another-app:setting', 'cancel-flow:survey:777:seo:draft:paid'],
    );
    expect(surveyStorage(storage, sam, time.now).loadDraft()).toBe('{"step":"reason"}');
  });

  it('keeps only what resending needs of the sent survey', () => {
    const storage = memoryStorage();
    const saved = surveyStorage(storage, alex);
    saved.saveSent({ ...sent, extra: 'not needed' } as typeof sent);
    const stored = JSON.parse(storage.getItem(storage.key(0)!)!) as { value: object };
    expect(Object.keys(stored.value).sort()).toEqual(['idempotencyKey', 'sentAt', 'submission']);
    saved.saveSending({ ...sending, extra: 'not needed' } as typeof sending);
    const inProgress = JSON.parse(storage.getItem(storage.key(1)!)!) as { value: object };
    expect(Object.keys(inProgress.value).sort()).toEqual(['idempotencyKey', 'submission']);
  });

  it('reads a sent survey kept without its time (an earlier version) as sent now', () => {
    const storage = memoryStorage();
    const time = clock();
    const { sentAt: _, ...withoutTime } = sent;
    storage.setItem(
      'cancel-flow:survey:4242:seo:sent',
      JSON.stringify({ savedAt: time.now(), value: withoutTime }),
    );
    time.advance(30_000);
    expect(surveyStorage(storage, alex, time.now).loadSent()).toEqual({
      ...withoutTime,
      sentAt: time.now(),
    });
  });

  it('clears the draft, step 4 values and the send in progress after the send, keeping what was sent', () => {
    const storage = memoryStorage();
    const saved = alexSentAndDrafted(storage, Date.now);
    saved.clearDraft();
    expect(saved.loadDraft()).toBeNull();
    expect(saved.loadFinalValues()).toBeNull();
    expect(saved.loadSending()).toBeNull();
    expect(saved.loadSent()).toEqual(sent);
  });

  it("keeps the first seed of the answers' order until the draft is cleared, without counting it as a record", () => {
    const storage = memoryStorage();
    const time = clock();
    expect(surveyStorage(storage, alex, time.now).answerOrderSeed(111)).toBe(111);
    // A reload before the app saved a draft: the step keeps its order.
    const again = surveyStorage(storage, alex, time.now);
    expect(again.answerOrderSeed(222)).toBe(111);
    expect(again.hasRecords()).toBe(false);
    // Per user and question set.
    expect(surveyStorage(storage, { ...alex, questionSetId: 'trial' }).answerOrderSeed(333)).toBe(
      333,
    );
    expect(surveyStorage(storage, sam, time.now).answerOrderSeed(444)).toBe(444);
    expect(surveyStorage(storage, alex, time.now).answerOrderSeed(555)).toBe(555);
    // A survey sent or an offer accepted: the next survey gets a new order.
    const sentSurvey = alexSentAndDrafted(storage, time.now);
    sentSurvey.clearDraft();
    expect(sentSurvey.answerOrderSeed(666)).toBe(666);
    sentSurvey.saveAccepted({ kind: 'downgrade', plan: 'pro' });
    expect(sentSurvey.answerOrderSeed(777)).toBe(777);
    time.advance(SURVEY_RECORD_MAX_AGE_MS + 1);
    expect(surveyStorage(storage, alex, time.now).answerOrderSeed(888)).toBe(888);
  });

  it('keeps the answer chosen on the prerendered step until the draft is cleared, without counting it as a record', () => {
    const storage = memoryStorage();
    const time = clock();
    expect(surveyStorage(storage, alex, time.now).previewChoice()).toBeUndefined();
    surveyStorage(storage, alex, time.now).savePreviewChoice('too_expensive');
    // A reload before the app saved a draft: the step shows it chosen again.
    const again = surveyStorage(storage, alex, time.now);
    expect(again.previewChoice()).toBe('too_expensive');
    expect(again.hasRecords()).toBe(false);
    // Per question set, and never another customer's.
    const trial = surveyStorage(storage, { ...alex, questionSetId: 'trial' }, time.now);
    expect(trial.previewChoice()).toBeUndefined();
    expect(surveyStorage(storage, sam, time.now).previewChoice()).toBeUndefined();
    expect(surveyStorage(storage, alex, time.now).previewChoice()).toBeUndefined();
    // A survey sent or an offer accepted: the next survey starts with nothing chosen.
    again.savePreviewChoice('other');
    again.clearDraft();
    expect(again.previewChoice()).toBeUndefined();
    again.savePreviewChoice('other');
    again.saveAccepted({ kind: 'downgrade', plan: 'pro' });
    expect(again.previewChoice()).toBeUndefined();
    again.savePreviewChoice('other');
    time.advance(SURVEY_RECORD_MAX_AGE_MS + 1);
    expect(surveyStorage(storage, alex, time.now).previewChoice()).toBeUndefined();
  });

  it("keeps only the fact of a confirmed cancellation of the signed-in user's survey", () => {
    const storage = memoryStorage();
    alexSentAndDrafted(storage, Date.now);
    const pr = surveyStorage(storage, { ...alex, product: 'pr' });
    pr.saveDraft('{"step":"reason"}');
    expect(surveyStorage(storage, alex).isConfirmed()).toBe(false);
    clearConfirmedSurvey(storage, 'seo', alex.userId);
    const seo = surveyStorage(storage, alex);
    expect(seo.loadSent()).toBeNull();
    expect(seo.loadDraft()).toBeNull();
    expect(seo.loadFinalValues()).toBeNull();
    expect(seo.loadSending()).toBeNull();
    // Only the fact remains, so going back shows the confirmed state.
    expect(seo.isConfirmed()).toBe(true);
    for (let index = 0; index < storage.length; index += 1) {
      expect(storage.getItem(storage.key(index)!)).not.toMatch(/Alex|alex@|Too pricey/);
    }
    expect(pr.loadDraft()).toBe('{"step":"reason"}');
  });

  it("never marks another customer's sent survey as confirmed", () => {
    // Alex's survey is sent in this tab; Sam confirms a cancellation of the same product in it.
    const storage = memoryStorage();
    alexSentAndDrafted(storage, Date.now);
    clearConfirmedSurvey(storage, 'seo', sam.userId);
    const seo = surveyStorage(storage, alex);
    expect(seo.isConfirmed()).toBe(false);
    expect(seo.loadSent()?.idempotencyKey).toBe(sent.idempotencyKey);
  });

  it("drops every user's survey of the product, marking none confirmed, when who is signed in is not known", () => {
    const storage = memoryStorage();
    alexSentAndDrafted(storage, Date.now);
    const pr = surveyStorage(storage, { ...alex, product: 'pr' });
    pr.saveDraft('{"step":"reason"}');
    clearConfirmedSurvey(storage, 'seo', undefined);
    const seo = surveyStorage(storage, alex);
    expect(seo.loadSent()).toBeNull();
    expect(seo.loadDraft()).toBeNull();
    expect(seo.isConfirmed()).toBe(false);
    expect(pr.loadDraft()).toBe('{"step":"reason"}');
  });

  it('drops the records of earlier versions, which belonged to no user', () => {
    const storage = memoryStorage();
    storage.setItem('cancel-flow:sent:seo', JSON.stringify({ email: 'a@example.com', submission }));
    storage.setItem('cancel-flow:draft:seo:paid', '{}');
    storage.setItem('cancel-flow:mock:scenario', 'paid');
    surveyStorage(storage, alex);
    expect(storage.getItem('cancel-flow:sent:seo')).toBeNull();
    expect(storage.getItem('cancel-flow:draft:seo:paid')).toBeNull();
    // The mock's own per-tab choice is not survey data.
    expect(storage.getItem('cancel-flow:mock:scenario')).toBe('paid');
  });

  describe('an accepted offer', () => {
    const discount = { kind: 'discount', billingPeriod: 'monthly', percent: 30 } as const;
    const downgrade = { kind: 'downgrade', plan: 'pro' } as const;

    it('is given back to the same user on the same product, and replaces the draft', () => {
      const storage = memoryStorage();
      const time = clock();
      const saved = alexSentAndDrafted(storage, time.now);
      expect(saved.loadAccepted()).toBeNull();
      saved.saveAccepted(discount);
      // A reload: a new storage for the same user and product.
      const again = surveyStorage(storage, alex, time.now);
      expect(again.loadAccepted()).toEqual(discount);
      expect(again.loadDraft()).toBeNull();
      expect(again.loadFinalValues()).toBeNull();
      expect(again.loadSending()).toBeNull();
      again.saveAccepted(downgrade);
      expect(surveyStorage(storage, alex, time.now).loadAccepted()).toEqual(downgrade);
    });

    it('keeps only which offer or plan was accepted, nothing about the customer', () => {
      const storage = memoryStorage();
      const saved = surveyStorage(storage, alex);
      saved.saveDraft('{"answers":{"final":{"name":"Alex Morgan"}}}');
      saved.saveFinalValues(values);
      saved.saveAccepted({
        ...downgrade,
        plans: ['pro', 'free'],
        email: 'alex@example.com',
      } as never);
      expect(storage.length).toBe(1);
      const key = storage.key(0)!;
      expect(key).toBe('cancel-flow:survey:4242:seo:accepted');
      const stored = JSON.parse(storage.getItem(key)!) as { value: object };
      expect(stored.value).toEqual(downgrade);
      expect(storage.getItem(key)).not.toMatch(/Alex|alex@|Too pricey/);
    });

    it('is never shown to another user, nor on another product', () => {
      const storage = memoryStorage();
      const time = clock();
      surveyStorage(storage, alex, time.now).saveAccepted(discount);
      expect(
        surveyStorage(storage, { ...alex, product: 'all' }, time.now).loadAccepted(),
      ).toBeNull();
      expect(surveyStorage(storage, sam, time.now).loadAccepted()).toBeNull();
      // Dropped from the tab when Sam's page loaded: Alex finds nothing either.
      expect(storage.length).toBe(0);
      expect(surveyStorage(storage, alex, time.now).loadAccepted()).toBeNull();
    });

    it('expires 24 hours after it was saved', () => {
      const storage = memoryStorage();
      const time = clock();
      const saved = surveyStorage(storage, alex, time.now);
      saved.saveAccepted(discount);
      time.advance(SURVEY_RECORD_MAX_AGE_MS);
      expect(saved.loadAccepted()).toEqual(discount);
      time.advance(1);
      expect(saved.loadAccepted()).toBeNull();
      expect(storage.length).toBe(0);
    });

    it('is ignored when what the tab holds is not an accepted offer', () => {
      const storage = memoryStorage();
      const key = 'cancel-flow:survey:4242:seo:accepted';
      storage.setItem(key, JSON.stringify({ savedAt: Date.now(), value: { kind: 'discount' } }));
      expect(surveyStorage(storage, alex).loadAccepted()).toBeNull();
      storage.setItem(key, 'not JSON');
      expect(surveyStorage(storage, alex).loadAccepted()).toBeNull();
    });
  });

  it('works without storage (private mode, full)', () => {
    const broken = memoryStorage();
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const saved = surveyStorage(broken, alex);
    expect(() => saved.saveSent(sent)).not.toThrow();
    expect(saved.loadSent()).toBeNull();
  });
});
