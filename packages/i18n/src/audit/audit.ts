import type { FlatTexts } from './flatten';
import { pluralBases, requiredPluralCategories, splitPluralKey } from './plurals';

// Each check returns readable problems, each naming the language and the key; [] means fine.

/** Keys missing from the language or not in English (plural forms are checked by findPluralProblems). */
export function findKeyProblems(language: string, english: FlatTexts, texts: FlatTexts): string[] {
  const bases = pluralBases(english.keys());
  const problems: string[] = [];
  for (const key of english.keys()) {
    if (isPluralForm(key, bases)) continue;
    if (!texts.has(key)) problems.push(`${language}: key '${key}' is missing`);
  }
  for (const key of texts.keys()) {
    if (isPluralForm(key, bases)) continue;
    if (!english.has(key)) problems.push(`${language}: key '${key}' is not in English (extra key)`);
  }
  return problems;
}

/** Each English plural key must have exactly the plural forms Intl.PluralRules gives the language. */
export function findPluralProblems(
  language: string,
  english: FlatTexts,
  texts: FlatTexts,
): string[] {
  const required = requiredPluralCategories(language);
  const problems: string[] = [];
  for (const base of pluralBases(english.keys())) {
    for (const category of required) {
      if (!texts.has(`${base}_${category}`)) {
        problems.push(
          `${language}: plural form '${base}_${category}' is missing (${language} needs ${formList(required)})`,
        );
      }
    }
  }
  const bases = pluralBases(english.keys());
  for (const key of texts.keys()) {
    const split = splitPluralKey(key);
    if (split && bases.has(split.base) && !required.includes(split.category)) {
      problems.push(
        `${language}: plural form '${key}' is not used in ${language} (it needs ${formList(required)})`,
      );
    }
  }
  return problems;
}

/** Every text keeps English's {placeholders}: none dropped, added or renamed; no {{double}} braces. */
export function findPlaceholderProblems(
  language: string,
  english: FlatTexts,
  texts: FlatTexts,
): string[] {
  const problems: string[] = [];
  for (const [key, text] of texts) {
    if (/\{\{|\}\}/.test(text)) {
      problems.push(`${language}: '${key}' uses double braces; placeholders are written {name}`);
    }
    const source = englishCounterpart(key, english);
    if (source === undefined) continue;
    const expected = placeholders(source.text);
    const actual = placeholders(text);
    const missing = [...expected].filter((name) => !actual.has(name));
    const extra = [...actual].filter((name) => !expected.has(name));
    if (missing.length > 0 || extra.length > 0) {
      problems.push(
        `${language}: '${key}' has placeholders ${tokenList(actual)} but English '${source.key}' has ${tokenList(expected)}`,
      );
    }
  }
  return problems;
}

/** Texts that are empty or only whitespace. */
export function findEmptyTexts(language: string, texts: FlatTexts): string[] {
  return [...texts]
    .filter(([, text]) => text.trim() === '')
    .map(([key]) => `${language}: '${key}' is empty`);
}

/**
 * Texts identical to English must be listed in the language's allow-identical.json (brand names and
 * the like); the list itself may only name existing keys whose text really is identical.
 */
export function findIdenticalProblems(
  language: string,
  english: FlatTexts,
  texts: FlatTexts,
  allowIdentical: readonly string[],
): string[] {
  const problems: string[] = [];
  const allowed = new Set<string>();
  for (const key of allowIdentical) {
    if (allowed.has(key)) problems.push(`${language}: allow-identical.json lists '${key}' twice`);
    allowed.add(key);
  }
  for (const [key, text] of texts) {
    const source = englishCounterpart(key, english, true);
    if (source?.text === text && !allowed.has(key)) {
      problems.push(
        `${language}: '${key}' is identical to English ("${text}"); translate it, or add the key to allow-identical.json if it stays English`,
      );
    }
  }
  for (const key of allowed) {
    const text = texts.get(key);
    if (text === undefined) {
      problems.push(
        `${language}: allow-identical.json lists '${key}', which is not a key of ${language}`,
      );
    } else if (englishCounterpart(key, english, true)?.text !== text) {
      problems.push(
        `${language}: allow-identical.json lists '${key}', but its text differs from English; remove it from the list`,
      );
    }
  }
  return problems;
}

/**
 * The English text a key is compared with: the same key; for a plural form, English's `_other`
 * (for identical texts, English's same form when it has one, e.g. `_one`).
 */
function englishCounterpart(
  key: string,
  english: FlatTexts,
  sameFormFirst = false,
): { key: string; text: string } | undefined {
  const split = splitPluralKey(key);
  const candidates =
    split && pluralBases(english.keys()).has(split.base)
      ? sameFormFirst
        ? [key, `${split.base}_other`]
        : [`${split.base}_other`]
      : [key];
  for (const candidate of candidates) {
    const text = english.get(candidate);
    if (text !== undefined) return { key: candidate, text };
  }
  return undefined;
}

function placeholders(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{([^{}]+)\}/g)) {
    // i18next reads '{count, number}' as the variable 'count' with a format.
    const name = match[1]?.split(',')[0]?.trim();
    if (name) names.add(name);
  }
  return names;
}

function isPluralForm(key: string, bases: ReadonlySet<string>): boolean {
  const split = splitPluralKey(key);
  return split !== undefined && bases.has(split.base);
}

const formList = (categories: readonly string[]) => categories.map((c) => `_${c}`).join(', ');
const tokenList = (names: ReadonlySet<string>) =>
  names.size === 0 ? 'none' : [...names].map((name) => `{${name}}`).join(', ');
