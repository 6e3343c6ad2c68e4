import { describe, expect, it } from 'vitest';
import { paidQuestionSet } from '../question-sets/paid';
import { trialQuestionSet } from '../question-sets/trial';
import { deriveUserFlags, selectQuestionSet } from './user-flags';

describe('deriveUserFlags', () => {
  it.each([
    [{ has_product: true, is_paid: true, period: '1 month' }, true, false, true],
    [{ has_product: true, is_paid: true, period: '12 months' }, true, false, false],
    [{ has_product: true, is_paid: true, period: null }, true, false, false],
    [{ has_product: true, is_paid: true }, true, false, false],
    [{ has_product: true, is_paid: false, period: '1 month' }, false, true, false],
    [{ has_product: false, is_paid: true, period: '1 month' }, false, false, false],
    [{ has_product: false, is_paid: false, period: '1 month' }, false, false, false],
  ])('%j: paid %s, trial %s, monthly paid %s', (user, isPaid, isTrial, isMonthlyPaid) => {
    expect(deriveUserFlags(user)).toEqual({ isPaid, isTrial, isMonthlyPaid });
  });
});

describe('selectQuestionSet', () => {
  it('gives trial users the trial set and everyone else the paid set', () => {
    const pick = (user: Parameters<typeof deriveUserFlags>[0]) =>
      selectQuestionSet(deriveUserFlags(user));
    expect(pick({ has_product: true, is_paid: false })).toBe(trialQuestionSet);
    expect(pick({ has_product: true, is_paid: true, period: '1 month' })).toBe(paidQuestionSet);
    expect(pick({ has_product: true, is_paid: true, period: '12 months' })).toBe(paidQuestionSet);
    expect(pick({ has_product: false, is_paid: false })).toBe(paidQuestionSet);
  });
});
