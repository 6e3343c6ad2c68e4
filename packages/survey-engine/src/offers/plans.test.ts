import { describe, expect, it } from 'vitest';
import { currentPlan, PLAN_ORDER, plansBelow } from './plans';

describe('PLAN_ORDER', () => {
  it('lists product §9’s plans from the highest to free', () => {
    expect(PLAN_ORDER).toEqual(['business', 'guru', 'pro', 'free']);
  });
});

describe('currentPlan', () => {
  it.each([
    ['business', 'business'],
    ['guru', 'guru'],
    ['pro', 'pro'],
    ['free', 'free'],
    ['Guru', 'guru'],
    ['seo_guru', 'guru'],
    ['Semrush-Business-2023', 'business'],
    ['pro 2024', 'pro'],
  ] as const)('reads %j as %s', (productGroup, plan) => {
    expect(currentPlan(productGroup)).toBe(plan);
  });

  it.each([null, undefined, '', 'enterprise', 'product', 'professional', 'guruplus'])(
    'does not guess a plan from %j',
    (productGroup) => {
      expect(currentPlan(productGroup)).toBeNull();
    },
  );
});

describe('plansBelow', () => {
  it('gives the lower plans, highest first and free last', () => {
    expect(plansBelow('business')).toEqual(['guru', 'pro', 'free']);
    expect(plansBelow('guru')).toEqual(['pro', 'free']);
    expect(plansBelow('pro')).toEqual(['free']);
    expect(plansBelow('free')).toEqual([]);
    expect(plansBelow(null)).toEqual([]);
  });
});
