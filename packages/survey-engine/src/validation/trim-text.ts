// Invisible at the edges of a text: Unicode White_Space (`\s`, which also covers U+FEFF) and the
// Default_Ignorable_Code_Point (DI) characters: zero-width space and joiners, U+2060, soft hyphen,
// bidi marks, Hangul fillers… (the format characters outside DI, such as U+0600, are visible signs).
// Variation selectors (VS) and tag characters right after the last visible
// character shape it (❤️, subdivision flags), so they stay; anything invisible after them goes.
const EDGES = /^[\s\p{DI}]+|([\p{VS}\u{E0020}-\u{E007F}]*)[\s\p{DI}]*$/gu;

/**
 * The text as it is sent: without whitespace or invisible characters at either end. A text that
 * is nothing but those becomes ''. Validators count lengths on this, and `buildSubmission` sends
 * it, so what is checked is what the server receives.
 */
export function trimText(value: string): string {
  return value.replace(EDGES, '$1');
}
