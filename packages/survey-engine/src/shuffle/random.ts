// A small, fast, seeded PRNG. Not for cryptography: it only needs to be deterministic and
// well spread so that every visit sees a fair order of the answers.

/** FNV-1a over the UTF-16 units of `text`: a 32-bit hash. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: returns a generator of floats in [0, 1) fully determined by `seed`. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A new seed (an unsigned 32-bit integer) for one visit. Pass `random` in tests to make it
 * deterministic; it defaults to `Math.random`.
 */
export function createSeed(random: () => number = Math.random): number {
  return Math.floor(random() * 4294967296) >>> 0;
}
