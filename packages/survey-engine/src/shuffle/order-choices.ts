import { hashString, mulberry32 } from './random';

export interface OrderOptions {
  /** The visit's seed (`state.seed`). */
  readonly seed: number;
  /** Varies the order per question; use the question id. */
  readonly salt: string;
}

/**
 * Returns a new array with the choices in display order: items with `pinned: true` keep their
 * index, the others are permuted by a Fisher-Yates shuffle driven by a PRNG seeded from
 * `seed` and `salt`. The same seed and salt always give the same order.
 */
export function orderChoices<T extends { readonly pinned?: boolean }>(
  choices: readonly T[],
  { seed, salt }: OrderOptions,
): T[] {
  const random = mulberry32(hashString(`${seed >>> 0}:${salt}`));
  const free = choices.filter((choice) => !choice.pinned);
  for (let last = free.length - 1; last > 0; last -= 1) {
    const pick = Math.floor(random() * (last + 1));
    [free[last], free[pick]] = [free[pick] as T, free[last] as T];
  }
  let next = 0;
  return choices.map((choice) => (choice.pinned ? choice : (free[next++] as T)));
}
