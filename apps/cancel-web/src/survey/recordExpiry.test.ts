// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memoryStorage';
import { RECORD_CHECK_INTERVAL_MS, watchRecordExpiry } from './recordExpiry';
import { SURVEY_RECORD_MAX_AGE_MS, surveyStorage, type SurveyOwner } from './surveyStorage';

const alex: SurveyOwner = { userId: 4242, product: 'seo', questionSetId: 'paid' };
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

let stop: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 28, 9) });
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('watchRecordExpiry', () => {
  it('loads the page again once a draft left open passes its 24 hours, without the draft', () => {
    const storage = memoryStorage();
    surveyStorage(storage, alex).saveDraft('{"reason":"too_expensive"}');
    const onExpired = vi.fn();
    stop = watchRecordExpiry({ storage, onExpired });

    vi.advanceTimersByTime(SURVEY_RECORD_MAX_AGE_MS);
    expect(onExpired).not.toHaveBeenCalled();
    expect(storage.length).toBe(1);

    vi.advanceTimersByTime(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(storage.length).toBe(0);
    vi.advanceTimersByTime(2 * SURVEY_RECORD_MAX_AGE_MS);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('counts from the last save: a draft changed meanwhile keeps the page as it is', () => {
    const storage = memoryStorage();
    const survey = surveyStorage(storage, alex);
    survey.saveDraft('{"reason":"too_expensive"}');
    const onExpired = vi.fn();
    stop = watchRecordExpiry({ storage, onExpired });

    vi.advanceTimersByTime(20 * HOUR);
    survey.saveDraft('{"reason":"not_using"}');
    vi.advanceTimersByTime(23 * HOUR);
    expect(onExpired).not.toHaveBeenCalled();
    expect(survey.loadDraft()).toBe('{"reason":"not_using"}');

    vi.advanceTimersByTime(HOUR + MINUTE);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('watches records saved after it started (a survey opened without any)', () => {
    const storage = memoryStorage();
    const onExpired = vi.fn();
    stop = watchRecordExpiry({ storage, onExpired });
    vi.advanceTimersByTime(5 * HOUR + 17 * MINUTE);
    surveyStorage(storage, alex).saveFinalValues({ name: 'Alex', comment: '', agreed: false });

    vi.advanceTimersByTime(SURVEY_RECORD_MAX_AGE_MS);
    expect(onExpired).not.toHaveBeenCalled();
    // Found by the hourly check at the latest.
    vi.advanceTimersByTime(RECORD_CHECK_INTERVAL_MS);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('checks at once when the page is shown again (a hidden tab or a sleeping computer runs timers late)', () => {
    const storage = memoryStorage();
    surveyStorage(storage, alex).saveDraft('{"reason":"too_expensive"}');
    const onExpired = vi.fn();
    stop = watchRecordExpiry({ storage, onExpired });
    setVisibility('hidden');
    // The clock moves on but no timer runs, as in a computer that slept.
    vi.setSystemTime(Date.now() + SURVEY_RECORD_MAX_AGE_MS + MINUTE);
    expect(onExpired).not.toHaveBeenCalled();

    setVisibility('visible');
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(storage.length).toBe(0);
  });

  it('does nothing while no record is there, and never loads again when the storage keeps an expired record', () => {
    const storage = memoryStorage();
    const onExpired = vi.fn();
    stop = watchRecordExpiry({ storage, onExpired });
    vi.advanceTimersByTime(3 * SURVEY_RECORD_MAX_AGE_MS);
    expect(onExpired).not.toHaveBeenCalled();

    surveyStorage(storage, alex).saveDraft('{"reason":"too_expensive"}');
    vi.spyOn(storage, 'removeItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.advanceTimersByTime(SURVEY_RECORD_MAX_AGE_MS + RECORD_CHECK_INTERVAL_MS);
    // A reload would find the draft again and load again, and again.
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('stops watching when asked', () => {
    const storage = memoryStorage();
    surveyStorage(storage, alex).saveDraft('{}');
    const onExpired = vi.fn();
    watchRecordExpiry({ storage, onExpired })();
    vi.advanceTimersByTime(2 * SURVEY_RECORD_MAX_AGE_MS);
    setVisibility('visible');
    expect(onExpired).not.toHaveBeenCalled();
  });
});
