import { describe, expect, it } from 'vitest';
import type { SurveyAnswers } from '../flow/types';
import { defaultOfferPolicy } from './default-policy';
import type { OfferCustomer } from './types';

const customer: OfferCustomer = {
  has_product: true,
  is_paid: true,
  period: '1 month',
  eligible_for_offer: true,
  is_loyal_2020: false,
  is_loyal_2023: false,
  is_loyal_pro_2024: false,
  product_group: 'guru',
};
const loyal: OfferCustomer = { ...customer, is_loyal_2023: true };

function answers(reason: string, followUp?: string): SurveyAnswers {
  return {
    reason: { questionId: 'reason', choiceId: reason, text: '' },
    ...(followUp ? { follow_up: { questionId: 'follow', choiceId: followUp, text: '' } } : {}),
  };
}

describe('defaultOfferPolicy', () => {
  // The table of README.md, "The built-in offer policy".
  it.each([
    ['too_expensive', undefined, customer, { kind: 'discount' }],
    ['too_expensive', 'value', customer, { kind: 'discount' }],
    ['too_expensive', 'budget_cut', customer, { kind: 'discount' }],
    ['too_expensive', undefined, loyal, { kind: 'loyal_price' }],
    ['too_expensive', 'cheaper_alternative', loyal, { kind: 'loyal_price' }],
    ['too_expensive', 'few_tools', customer, { kind: 'downgrade', plans: ['pro', 'free'] }],
    ['too_expensive', 'few_tools', loyal, { kind: 'downgrade', plans: ['pro', 'free'] }],
    ['not_using', 'no_time', customer, { kind: 'downgrade', plans: ['pro', 'free'] }],
    ['not_using', 'no_time', loyal, { kind: 'downgrade', plans: ['pro', 'free'] }],
    ['project_finished', undefined, customer, { kind: 'downgrade', plans: ['pro', 'free'] }],
    ['missing_features', undefined, customer, null],
    ['data_quality', 'keywords', customer, null],
    ['other', undefined, customer, null],
    ['missing_features', undefined, loyal, { kind: 'loyal_price' }],
    ['business_struggling', undefined, loyal, { kind: 'loyal_price' }],
  ] as const)('%s → %s, loyal %s: %j', (reason, followUp, who, offer) => {
    expect(defaultOfferPolicy(who, answers(reason, followUp))).toEqual(offer);
  });

  it('gives a loyal price flag of any year the same offer', () => {
    for (const flag of ['is_loyal_2020', 'is_loyal_2023', 'is_loyal_pro_2024'] as const) {
      expect(defaultOfferPolicy({ ...customer, [flag]: true }, answers('too_expensive'))).toEqual({
        kind: 'loyal_price',
      });
    }
  });

  it('offers every lower plan of business, free last', () => {
    expect(
      defaultOfferPolicy({ ...customer, product_group: 'business' }, answers('not_using')),
    ).toEqual({ kind: 'downgrade', plans: ['guru', 'pro', 'free'] });
  });

  it('offers no downgrade when no lower plan is known: the loyal price instead, if loyal', () => {
    for (const productGroup of ['free', 'enterprise', null]) {
      const who = { ...customer, product_group: productGroup };
      expect(defaultOfferPolicy(who, answers('not_using'))).toBeNull();
      expect(defaultOfferPolicy({ ...who, is_loyal_2020: true }, answers('not_using'))).toEqual({
        kind: 'loyal_price',
      });
    }
  });

  it('offers nothing before a reason is given', () => {
    expect(defaultOfferPolicy(customer, {})).toBeNull();
  });
});
