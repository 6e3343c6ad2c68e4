import { perLanguage } from './per-language';

/** Values a text's placeholders take: `{name}` shows the value, `{count, number}` formats it. */
export type InterpolationValues = Readonly<Record<string, unknown>>;

const placeholder = /\{(.+?)\}/g;

/**
 * Fills a text's single-brace placeholders (`{email}`, `{count, number}`) from `values`.
 * A number placeholder is formatted for `language` (1.500 in German, 1 500 in French). A
 * placeholder without a value is kept as written, so a missing value shows in tests and reviews
 * instead of silently disappearing; one passed as `undefined` becomes empty. Nothing is
 * HTML-escaped: React escapes what it renders (never pass a text to innerHTML).
 */
export function interpolate(
  text: string,
  values: InterpolationValues | undefined,
  language: string,
): string {
  if (!values || !text.includes('{')) return text;
  return text.replace(placeholder, (written, inside: string) => {
    const [name = '', format] = splitFormat(inside);
    const value = values[name];
    if (value === undefined) return Object.hasOwn(values, name) ? '' : written;
    if (format === 'number' && value !== null) return formatNumber(Number(value), language);
    return String(value);
  });
}

function splitFormat(inside: string): [string, string | undefined] {
  const comma = inside.indexOf(',');
  if (comma === -1) return [inside.trim(), undefined];
  return [inside.slice(0, comma).trim(), inside.slice(comma + 1).trim()];
}

/**
 * A whole number from 0 to 999 is written with plain digits in every supported language (all use
 * Latin digits by default, and none groups below 1000), so it skips Intl: the first
 * Intl.NumberFormat of a page loads the language's number data, about 70 ms on a slow phone, which
 * step 1's "Step 1 of 4" would otherwise pay before it paints. Checked against Intl for every
 * language in interpolate.test.ts.
 */
function formatNumber(value: number, language: string): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return numberFormat(language).format(value);
}

/** One formatter per language: creating an Intl.NumberFormat costs more than formatting with it. */
const numberFormat = perLanguage((language) => new Intl.NumberFormat(language));
