import { PLAN_ORDER, type PriceOfferKind } from '@cancel-flow/survey-engine';
import { describe, expect, expectTypeOf, it } from 'vitest';

import { DOWNGRADE_PLANS, type DowngradePlan } from '../products/products';
import { ACCEPTABLE_OFFERS, type AcceptableOffer } from './responses';

// The engine is the home of the offer rules; the client keeps its own runtime lists (it may only
// import the engine's types), and these tests keep the two equal.
describe('offers shared with @cancel-flow/survey-engine', () => {
  it('downgrades to the engine’s plans, in the same order', () => {
    expect(DOWNGRADE_PLANS).toEqual(PLAN_ORDER);
    expectTypeOf<DowngradePlan>().toEqualTypeOf<(typeof PLAN_ORDER)[number]>();
  });

  it('accepts exactly the engine’s price offers with accept-offer', () => {
    expect([...ACCEPTABLE_OFFERS].sort()).toEqual(['discount', 'loyal_price']);
    expectTypeOf<AcceptableOffer>().toEqualTypeOf<PriceOfferKind>();
  });
});
