import { describe, expect, it } from 'vitest';
import { readAcceptedOffer } from './acceptedOffer';

const loyalPrice = {
  kind: 'loyal_price',
  billingPeriod: 'annual',
  price: { amount: 99.95, currency: 'USD' },
} as const;
const discount = { kind: 'discount', billingPeriod: 'monthly', percent: 30 } as const;
const downgrade = { kind: 'downgrade', plan: 'free' } as const;

describe('readAcceptedOffer', () => {
  it.each([loyalPrice, discount, downgrade])('reads back $kind', (accepted) => {
    expect(readAcceptedOffer(JSON.parse(JSON.stringify(accepted)))).toEqual(accepted);
  });

  it('keeps only the fields the success screen needs', () => {
    expect(readAcceptedOffer({ ...discount, name: 'Alex Morgan' })).toEqual(discount);
    expect(readAcceptedOffer({ ...downgrade, plans: ['pro', 'free'] })).toEqual(downgrade);
    expect(readAcceptedOffer({ ...loyalPrice, price: { ...loyalPrice.price, note: 'x' } })).toEqual(
      loyalPrice,
    );
  });

  it.each([
    null,
    undefined,
    'discount',
    [],
    { kind: 'discount', billingPeriod: 'monthly' },
    { ...discount, percent: 0 },
    { ...discount, percent: 100 },
    { ...discount, billingPeriod: 'weekly' },
    { ...loyalPrice, price: { amount: -1, currency: 'USD' } },
    { ...loyalPrice, price: { amount: 99.95, currency: 'dollars' } },
    { ...loyalPrice, price: null },
    { kind: 'downgrade' },
    { kind: 'downgrade', plan: 'platinum' },
    { kind: 'pause', billingPeriod: 'monthly' },
  ])('gives null for %j, which cannot be stated without a blank', (value) => {
    expect(readAcceptedOffer(value)).toBeNull();
  });
});
