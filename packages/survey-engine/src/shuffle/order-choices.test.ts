import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paidQuestionSet } from '../question-sets/paid';
import { orderChoices } from './order-choices';
import { createSeed, hashString, mulberry32 } from './random';

interface Item {
  readonly id: number;
  readonly pinned?: boolean;
}

const itemsArbitrary = fc
  .array(fc.boolean(), { maxLength: 12 })
  .map((pins): Item[] => pins.map((pinned, id) => (pinned ? { id, pinned } : { id })));
const seedArbitrary = fc.nat({ max: 0xffffffff });

describe('orderChoices', () => {
  it('returns a permutation of the input in a new array, leaving the input alone', () => {
    fc.assert(
      fc.property(itemsArbitrary, seedArbitrary, fc.string(), (items, seed, salt) => {
        const copy = [...items];
        const ordered = orderChoices(items, { seed, salt });
        expect(ordered).not.toBe(items);
        expect(items).toEqual(copy);
        expect([...ordered].sort((a, b) => a.id - b.id)).toEqual(items);
      }),
    );
  });

  it('keeps every pinned choice at its index', () => {
    fc.assert(
      fc.property(itemsArbitrary, seedArbitrary, fc.string(), (items, seed, salt) => {
        const ordered = orderChoices(items, { seed, salt });
        items.forEach((item, index) => {
          if (item.pinned) expect(ordered[index]).toBe(item);
        });
      }),
    );
  });

  it('gives one order per seed and salt', () => {
    fc.assert(
      fc.property(itemsArbitrary, seedArbitrary, fc.string(), (items, seed, salt) => {
        expect(orderChoices(items, { seed, salt })).toEqual(orderChoices(items, { seed, salt }));
      }),
    );
  });

  it('keeps the first answer first and Other last in the built-in sets', () => {
    const choices = paidQuestionSet.questions.reason?.choices ?? [];
    for (let seed = 0; seed < 200; seed += 1) {
      const ordered = orderChoices(choices, { seed, salt: 'reason' });
      expect(ordered[0]?.id).toBe('too_expensive');
      expect(ordered.at(-1)?.id).toBe('other');
    }
  });

  it('spreads the free choices fairly over the free places', () => {
    const items: Item[] = [{ id: 0, pinned: true }, { id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    const counts = new Map<number, number>();
    const runs = 4000;
    for (let seed = 0; seed < runs; seed += 1) {
      const second = orderChoices(items, { seed, salt: 'reason' })[1]?.id ?? -1;
      counts.set(second, (counts.get(second) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([1, 2, 3, 4]);
    for (const count of counts.values()) {
      expect(count / runs).toBeGreaterThan(0.2);
      expect(count / runs).toBeLessThan(0.3);
    }
  });

  it('orders differently per question (salt) and per visit (seed)', () => {
    const choices = paidQuestionSet.questions.reason?.choices ?? [];
    const order = (seed: number, salt: string) =>
      orderChoices(choices, { seed, salt })
        .map(({ id }) => id)
        .join();
    const bySeed = new Set(Array.from({ length: 20 }, (_, seed) => order(seed, 'reason')));
    const bySalt = new Set(['reason', 'price', 'usage', 'data'].map((salt) => order(1, salt)));
    expect(bySeed.size).toBeGreaterThan(15);
    expect(bySalt.size).toBeGreaterThan(1);
  });
});

describe('seeds', () => {
  it('createSeed turns the injected randomness into an unsigned 32-bit integer', () => {
    expect(createSeed(() => 0)).toBe(0);
    expect(createSeed(() => 0.5)).toBe(2 ** 31);
    expect(createSeed(() => 0.999999999999)).toBe(0xffffffff);
    const seed = createSeed();
    expect(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff).toBe(true);
  });

  it('mulberry32 is deterministic and stays in [0, 1)', () => {
    const a = mulberry32(123);
    const b = mulberry32(123);
    for (let index = 0; index < 1000; index += 1) {
      const value = a();
      expect(value).toBe(b());
      expect(value >= 0 && value < 1).toBe(true);
    }
    expect(mulberry32(124)()).not.toBe(mulberry32(123)());
  });

  it('hashString is FNV-1a', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('foobar')).toBe(0xbf9cf968);
  });
});
