import { knownContexts, splitContextKey } from './contexts';
import type { FlatTexts } from './flatten';
import { pluralBases, requiredPluralCategories, splitPluralKey } from './plurals';

// Each check returns readable problems, each naming the language and the key; [] means fine.

/**
 * Keys missing from the language or not in English (plural forms are checked by
 * findPluralProblems). A language may add a product's context variant English lacks
 * ('toolkitChoice.cancelProduct_sst'), as long as English has its base key.
 */
export function findKeyProblems(language: string, english: FlatTexts, texts: FlatTexts): string[] {
  const bases = pluralBases(english.keys());
  const contexts = knownContexts(english.keys());
  const problems: string[] = [];
  for (const key of english.keys()) {
    if (isPluralForm(key, bases) || isContextVariant(key, english, contexts)) continue;
    if (!texts.has(key)) problems.push(`${language}: key '${key}' is missing`);
  }
  for (const key of texts.keys()) {
    if (isPluralForm(key, bases) || english.has(key)) continue;
    const variant = splitContextKey(key, contexts);
    if (!variant) {
      problems.push(`${language}: key '${key}' is not in English (extra key)`);
    } else if (!english.has(variant.base)) {
      problems.push(
        `${language}: key '${key}' is a '${variant.context}' variant of '${variant.base}', which is not in English`,
      );
    }
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

/**
 * Every text keeps English's {placeholders}: none dropped, added or renamed; no {{double}} braces.
 * A product's context variant may drop placeholders (it names the product itself) but not add any.
 */
export function findPlaceholderProblems(
  language: string,
  english: FlatTexts,
  texts: FlatTexts,
): string[] {
  return compareWithEnglish(english, texts, (key, text, source) => {
    const problems: string[] = [];
    if (/\{\{|\}\}/.test(text)) {
      problems.push(`${language}: '${key}' uses double braces; placeholders are written {name}`);
    }
    if (source === undefined) return problems;
    const expected = placeholders(source.text);
    const actual = placeholders(text);
    const mayDrop = source.key !== key && !english.has(key) && !splitPluralKey(key);
    const missing = mayDrop ? [] : [...expected].filter((name) => !actual.has(name));
    const extra = [...actual].filter((name) => !expected.has(name));
    if (missing.length > 0 || extra.length > 0) {
      problems.push(
        `${language}: '${key}' has placeholders ${tokenList(actual)} but English '${source.key}' has ${tokenList(expected)}`,
      );
    }
    return problems;
  });
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
  const variant = english.has(key)
    ? undefined
    : splitContextKey(key, knownContexts(english.keys()));
  const candidates =
    split && pluralBases(english.keys()).has(split.base)
      ? sameFormFirst
        ? [key, `${split.base}_other`]
        : [`${split.base}_other`]
      : variant
        ? [variant.base]
        : [key];
  for (const candidate of candidates) {
    const text = english.get(candidate);
    if (text !== undefined) return { key: candidate, text };
  }
  return undefined;
}

/** The placeholders that stand for numbers, which every language formats its own way. */
export const numberPlaceholders = ['count', 'countdown', 'n'] as const;

/**
 * A number is written `{count, number}`, so t() formats it for the language (1.500 in German,
 * 1 500 in French); a bare `{count}` would show 1500 everywhere.
 */
export function findNumberFormatProblems(language: string, texts: FlatTexts): string[] {
  const problems: string[] = [];
  for (const [key, text] of texts) {
    for (const match of text.matchAll(/\{([^{}]+)\}/g)) {
      const [name, format] = (match[1] ?? '').split(',').map((part) => part.trim());
      if (!(numberPlaceholders as readonly string[]).includes(name ?? '')) continue;
      if (!format?.startsWith('number')) {
        problems.push(
          `${language}: '${key}' shows the number {${name}} unformatted; write {${name}, number}`,
        );
      }
    }
  }
  return problems;
}

/**
 * The button that stays must not repeat the word of the button that goes on cancelling
 * (pt "Continuar" above "Quero continuar"): in a cancellation flow that invites the wrong click.
 */
export function findStayContinueProblems(language: string, texts: FlatTexts): string[] {
  const proceed = texts.get('buttons.continue')?.trim().toLocaleLowerCase(language);
  if (!proceed) return [];
  return ['buttons.stay', 'buttons.stayTrial'].flatMap((key) => {
    const stay = texts.get(key);
    return stay?.toLocaleLowerCase(language).includes(proceed)
      ? [
          `${language}: '${key}' ("${stay}") contains the Continue label "${texts.get('buttons.continue')}"; the stay and continue buttons must not share a word`,
        ]
      : [];
  });
}

/**
 * Articles and prepositions a language elides or changes before a vowel: French "du {app}" reads
 * "du AI Toolkit" where it must read "de l’AI Toolkit", Italian "il {app}" must read "l’AI Toolkit".
 */
const WORDS_BEFORE_A_VOWEL: Readonly<Record<string, readonly string[]>> = {
  fr: ['du', 'le', 'la', 'de', 'que', 'ce', 'je', 'me', 'ne', 'se', 'te'],
  it: ['il', 'lo', 'la', 'del', 'dello', 'della', 'al', 'allo', 'alla', 'nel', 'nello', 'nella'],
};

const STARTS_WITH_A_VOWEL = /^[aeiouàâäéèêëîïôöùûü]/iu;

/**
 * A sentence that puts such a word before `{app}` needs its own wording (a context variant,
 * `<key>_<product>`) for each product whose name in that language starts with a vowel.
 */
export function findElisionProblems(
  language: string,
  english: FlatTexts,
  texts: FlatTexts,
): string[] {
  const words = WORDS_BEFORE_A_VOWEL[language];
  if (!words) return [];
  const contexts = knownContexts(english.keys());
  const wordBeforeApp = new RegExp(`(?:^|[\\s(])(${words.join('|')}) \\{app\\}`, 'iu');
  const problems: string[] = [];
  for (const [key, text] of texts) {
    if (splitContextKey(key, contexts)) continue; // a variant is already worded for its product
    const word = wordBeforeApp.exec(text)?.[1];
    if (!word) continue;
    for (const product of contexts) {
      const name = texts.get(`products.${product}`);
      if (name && STARTS_WITH_A_VOWEL.test(name) && !texts.has(`${key}_${product}`)) {
        problems.push(
          `${language}: '${key}' reads "${word} ${name}" for ${product}; add '${key}_${product}' with the form the name needs`,
        );
      }
    }
  }
  return problems;
}

/**
 * One-letter words that a language's typesetting never leaves at the end of a line: Polish binds
 * its conjunctions (a, i, o, u) and prepositions (w, z) to the next word with a no-break space,
 * since the browser may break any ordinary space.
 */
const ONE_LETTER_WORDS: Readonly<Record<string, RegExp>> = {
  pl: /(?:^|[\s(„"“])([aiouwz]) /giu,
};

/** A one-letter word followed by an ordinary space, where the language wants a no-break space. */
export function findOneLetterWordProblems(language: string, texts: FlatTexts): string[] {
  const pattern = ONE_LETTER_WORDS[language];
  if (!pattern) return [];
  const problems: string[] = [];
  for (const [key, text] of texts) {
    for (const match of text.matchAll(pattern)) {
      problems.push(
        `${language}: '${key}' may end a line with "${match[1]}"; write "${match[1]}\u00a0" (a no-break space) before the next word`,
      );
    }
  }
  return problems;
}

/** Component markup for Trans (`<a>…</a>`) is kept as in English and closed. */
export function findMarkupProblems(
  language: string,
  english: FlatTexts,
  texts: FlatTexts,
): string[] {
  return compareWithEnglish(english, texts, (key, text, source) => {
    const expected = source ? tags(source.text) : [];
    const actual = tags(text);
    if (source && actual.join() !== expected.join()) {
      return [
        `${language}: '${key}' has markup ${actual.join(' ') || 'none'} but English has ${expected.join(' ') || 'none'}`,
      ];
    }
    return balanced(text)
      ? []
      : [`${language}: '${key}' opens a <tag> it does not close, or the reverse`];
  });
}

/** Runs `check` on each text with its English counterpart (englishCounterpart); joins the problems. */
function compareWithEnglish(
  english: FlatTexts,
  texts: FlatTexts,
  check: (key: string, text: string, source: { key: string; text: string } | undefined) => string[],
): string[] {
  return [...texts].flatMap(([key, text]) => check(key, text, englishCounterpart(key, english)));
}

function tags(text: string): string[] {
  return [...text.matchAll(/<\/?([a-zA-Z][\w-]*)\s*\/?>/g)].map((match) => match[0]).sort();
}

function balanced(text: string): boolean {
  const open: string[] = [];
  for (const match of text.matchAll(/<(\/?)([a-zA-Z][\w-]*)\s*(\/?)>/g)) {
    if (match[3]) continue;
    if (!match[1]) open.push(match[2] ?? '');
    else if (open.pop() !== match[2]) return false;
  }
  return open.length === 0;
}

function placeholders(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{([^{}]+)\}/g)) {
    // t() reads '{count, number}' as the variable 'count' with a format.
    const name = match[1]?.split(',')[0]?.trim();
    if (name) names.add(name);
  }
  return names;
}

/** An English key that is a product's variant of another English key. */
function isContextVariant(key: string, english: FlatTexts, contexts: readonly string[]): boolean {
  const variant = splitContextKey(key, contexts);
  return variant !== undefined && english.has(variant.base);
}

function isPluralForm(key: string, bases: ReadonlySet<string>): boolean {
  const split = splitPluralKey(key);
  return split !== undefined && bases.has(split.base);
}

const formList = (categories: readonly string[]) => categories.map((c) => `_${c}`).join(', ');
const tokenList = (names: ReadonlySet<string>) =>
  names.size === 0 ? 'none' : [...names].map((name) => `{${name}}`).join(', ');
