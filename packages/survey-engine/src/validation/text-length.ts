/**
 * Length of a text in Unicode code points: an emoji such as 😀 (a surrogate pair in UTF-16) is 1,
 * a combining mark (e + U+0301) counts on its own, so "é" typed that way is 2.
 *
 * Why code points: the server validates with Python's `len()`, which counts code points, so a text
 * accepted here is never rejected there; and the UI's counters are given this same function, so the
 * counter and the validation message always agree. `String.prototype.length` would count UTF-16
 * units (an emoji as 2) and disagree with both.
 */
export function textLength(value: string): number {
  // Spreading a string walks code points, not UTF-16 units.
  return [...value].length;
}
