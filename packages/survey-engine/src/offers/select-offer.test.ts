import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SurveyAnswers } from '../flow/types';
import { PLAN_ORDER } from './plans';
import {
  applyOfferSettings,
  billingPeriodOf,
  canSeeOffers,
  PRODUCTS_WITH_OFFERS,
  selectOffer,
} from './select-offer';
import type { Offer, OfferCustomer, OfferSettings } from './types';

const settings: OfferSettings = {
  discountPercent: { monthly: 30, annual: 15 },
  loyalPrice: {
    monthly: { amount: 99.95, currency: 'USD' },
    annual: { amount: 999.4, currency: 'USD' },
  },
};
const customer: OfferCustomer = {
  has_product: true,
  is_paid: true,
  period: '1 month',
  eligible_for_offer: true,
  is_loyal_2020: false,
  is_loyal_2023: true,
  is_loyal_pro_2024: false,
  product_group: 'guru',
};
const tooExpensive: SurveyAnswers = {
  reason: { questionId: 'reason', choiceId: 'too_expensive', text: '' },
};
const notUsing: SurveyAnswers = {
  reason: { questionId: 'reason', choiceId: 'not_using', text: '' },
};

const products = ['all', 'seo', 'sst', 'traffic-and-market', 'social', 'advertising', 'growth-kit'];
const customerArbitrary = fc.record({
  has_product: fc.boolean(),
  is_paid: fc.boolean(),
  period: fc.constantFrom('1 month', '12 months', '1 year', '3 months', null, undefined),
  eligible_for_offer: fc.boolean(),
  is_loyal_2020: fc.boolean(),
  is_loyal_2023: fc.boolean(),
  is_loyal_pro_2024: fc.boolean(),
  product_group: fc.constantFrom('business', 'guru', 'pro', 'free', 'seo_guru', 'other', null),
});
const answersArbitrary = fc.record(
  {
    reason: fc.record({
      questionId: fc.constant('reason'),
      choiceId: fc.constantFrom('too_expensive', 'not_using', 'project_finished', 'other', 'x'),
      text: fc.string(),
    }),
    follow_up: fc.record({
      questionId: fc.constant('price'),
      choiceId: fc.constantFrom('few_tools', 'value', 'no_time', 'other'),
      text: fc.string(),
    }),
  },
  { requiredKeys: [] },
);
const offerArbitrary: fc.Arbitrary<Offer | null> = fc.oneof(
  fc.constant(null),
  fc.constant({ kind: 'loyal_price' as const }),
  fc.constant({ kind: 'discount' as const }),
  fc.subarray([...PLAN_ORDER]).map((plans) => ({ kind: 'downgrade' as const, plans })),
);

describe('canSeeOffers', () => {
  it('is for paying, eligible customers on seo and all only', () => {
    expect(PRODUCTS_WITH_OFFERS).toEqual(['seo', 'all']);
    expect(canSeeOffers('seo', customer)).toBe(true);
    expect(canSeeOffers('all', customer)).toBe(true);
    expect(canSeeOffers('social', customer)).toBe(false);
    expect(canSeeOffers('seo', { ...customer, is_paid: false })).toBe(false);
    expect(canSeeOffers('seo', { ...customer, has_product: false })).toBe(false);
    expect(canSeeOffers('seo', { ...customer, eligible_for_offer: false })).toBe(false);
  });
});

describe('selectOffer', () => {
  it('never gives trial, not eligible or non-seo/all customers an offer, whatever the policy', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...products),
        customerArbitrary,
        answersArbitrary,
        offerArbitrary,
        (product, who, answers, offer) => {
          const result = selectOffer({
            product,
            customer: who,
            answers,
            settings,
            policy: () => offer,
          });
          const isTrial = who.has_product && !who.is_paid;
          if (isTrial || !who.eligible_for_offer || !['seo', 'all'].includes(product)) {
            expect(result).toBeNull();
          }
        },
      ),
    );
  });

  it('gives the built-in policy’s offer, with its terms, to the other customers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('seo', 'all'),
        customerArbitrary,
        answersArbitrary,
        (product, who, answers) => {
          const result = selectOffer({ product, customer: who, answers, settings });
          if (result === null) return;
          expect(who).toMatchObject({ has_product: true, is_paid: true, eligible_for_offer: true });
          if (result.kind !== 'downgrade') expect(billingPeriodOf(who.period)).not.toBeNull();
        },
      ),
    );
  });

  it('gives a loyal customer on seo the loyal price for a price reason', () => {
    expect(selectOffer({ product: 'seo', customer, answers: tooExpensive, settings })).toEqual({
      kind: 'loyal_price',
      billingPeriod: 'monthly',
      price: { amount: 99.95, currency: 'USD' },
    });
  });

  it('gives a downgrade on all for a usage reason, and a discount to an annual customer', () => {
    expect(selectOffer({ product: 'all', customer, answers: notUsing, settings })).toEqual({
      kind: 'downgrade',
      plans: ['pro', 'free'],
    });
    expect(
      selectOffer({
        product: 'all',
        customer: { ...customer, is_loyal_2023: false, period: '12 months' },
        answers: tooExpensive,
        settings,
      }),
    ).toEqual({ kind: 'discount', billingPeriod: 'annual', percent: 15 });
  });

  it('uses the policy it is given', () => {
    const downgradeToFree = () => ({ kind: 'downgrade', plans: ['free'] }) as const;
    expect(
      selectOffer({ product: 'seo', customer, answers: {}, settings, policy: downgradeToFree }),
    ).toEqual({ kind: 'downgrade', plans: ['free'] });
  });
});

describe('billingPeriodOf', () => {
  it.each([
    ['1 month', 'monthly'],
    [' 1  Month ', 'monthly'],
    ['12 months', 'annual'],
    ['1 year', 'annual'],
    ['3 months', null],
    ['', null],
    [null, null],
    [undefined, null],
  ] as const)('%j → %s', (period, billingPeriod) => {
    expect(billingPeriodOf(period)).toBe(billingPeriod);
  });
});

describe('applyOfferSettings', () => {
  it('hides a price offer whose amount is missing or unusable, rather than show a blank', () => {
    const discount = { kind: 'discount' } as const;
    const loyalPrice = { kind: 'loyal_price' } as const;
    expect(applyOfferSettings(discount, '1 month', {})).toBeNull();
    expect(applyOfferSettings(discount, '1 month', { discountPercent: { annual: 15 } })).toBeNull();
    for (const percent of [0, -5, 100, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(
        applyOfferSettings(discount, '1 month', { discountPercent: { monthly: percent } }),
      ).toBeNull();
    }
    expect(applyOfferSettings(loyalPrice, '1 month', {})).toBeNull();
    for (const price of [
      { amount: 0, currency: 'USD' },
      { amount: 99, currency: '' },
      { amount: 99, currency: '$' },
    ]) {
      expect(
        applyOfferSettings(loyalPrice, '1 month', { loyalPrice: { monthly: price } }),
      ).toBeNull();
    }
  });

  it('hides a price offer when the billing period is unknown', () => {
    expect(applyOfferSettings({ kind: 'discount' }, '3 months', settings)).toBeNull();
    expect(applyOfferSettings({ kind: 'loyal_price' }, null, settings)).toBeNull();
  });

  it('keeps a downgrade without amounts, in plan order, and drops one without plans', () => {
    expect(applyOfferSettings({ kind: 'downgrade', plans: ['free', 'guru'] }, null, {})).toEqual({
      kind: 'downgrade',
      plans: ['guru', 'free'],
    });
    expect(applyOfferSettings({ kind: 'downgrade', plans: [] }, '1 month', settings)).toBeNull();
    expect(applyOfferSettings(null, '1 month', settings)).toBeNull();
  });
});
