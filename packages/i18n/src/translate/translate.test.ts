// t() is held to i18next's output, the library the locale files were written for (JSON v4
// format): every key of every language, with every plural count, product context and placeholder.
import i18next from 'i18next';
import { describe, expect, test } from 'vitest';
import { knownContexts, splitContextKey } from '../audit/contexts';
import { pluralBases, splitPluralKey } from '../audit/plurals';
import { readLocale } from '../audit/read-locale';
import { loadLocale, type LocaleResources } from '../instance/loaders';
import { partLoaders } from '../instance/part-loaders';
import { fallbackLanguage, supportedLanguages, type Language } from '../languages/languages';
import type { TranslationKey } from '../types/translation-key';
import { createTranslate, type TranslateOptions } from './translate';

const english = readLocale(fallbackLanguage).texts;
const contexts = knownContexts(english.keys());
const plurals = pluralBases(english.keys());

/** Every key t() is called with: plain keys, plural bases and context bases, once each. */
const baseKeys = [
  ...new Set(
    [...english.keys()].map((key) => {
      const plural = splitPluralKey(key);
      const base = plural && plurals.has(plural.base) ? plural.base : key;
      return splitContextKey(base, contexts)?.base ?? base;
    }),
  ),
];

/** Counts that reach every plural form of the 14 languages (Polish 2/5/22, French 0/1, …). */
const counts = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1500, 1_000_000];

function placeholdersOf(key: string): string[] {
  const names = new Set<string>();
  for (const [flatKey, text] of english) {
    if (flatKey !== key && !flatKey.startsWith(`${key}_`)) continue;
    for (const match of text.matchAll(/\{([^{},]+)/g)) names.add(match[1]!.trim());
  }
  return [...names];
}

/** The option sets a key is checked with. */
function optionSets(key: string): TranslateOptions[] {
  const values = Object.fromEntries(
    placeholdersOf(key).map((name, index) => [name, `<${name} ${index}>`]),
  );
  const withNumbers = (count: number) => ({ ...values, count, countdown: count, n: count });
  const sets: TranslateOptions[] = [values, {}];
  if (plurals.has(key)) sets.push(...counts.map(withNumbers));
  else if (placeholdersOf(key).some((name) => ['count', 'countdown', 'n'].includes(name))) {
    sets.push(withNumbers(1500), withNumbers(1));
  }
  return sets.flatMap((options) => [
    options,
    ...contexts.map((context) => ({ ...options, context })),
  ]);
}

async function i18nextFor(language: Language, resources: Map<Language, LocaleResources>) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: fallbackLanguage,
    resources: Object.fromEntries(
      [...resources].map(([code, texts]) => [code, { translation: texts }]),
    ),
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnEmptyString: false,
  });
  return instance;
}

/** A language's texts: its main file and every part, as an instance has them once all are loaded. */
async function allTextsOf(language: Language): Promise<LocaleResources> {
  const parts = Object.values(partLoaders).map(async (table) => (await table[language]()).default);
  return Object.assign({}, await loadLocale(language), ...(await Promise.all(parts)));
}

// Thousands of calls per language, the first one also warming i18next up: 0.2–1.9 s alone, but
// past vitest's default 5 s when turbo runs the other packages' tests beside it on two cores.
const COMPARISON_TIMEOUT_MS = 30_000;

describe.each(supportedLanguages)('%s', (language) => {
  const name = "t() gives i18next's text for every key, count, context and value";
  test(name, { timeout: COMPARISON_TIMEOUT_MS }, async () => {
    const resources = new Map<Language, LocaleResources>([
      [language, await allTextsOf(language)],
      [fallbackLanguage, await allTextsOf(fallbackLanguage)],
    ]);
    const reference = await i18nextFor(language, resources);
    const t = createTranslate(language, resources, fallbackLanguage);
    const differences: string[] = [];
    let compared = 0;
    for (const key of baseKeys) {
      for (const options of optionSets(key)) {
        const ours = t(key as TranslationKey, options);
        const theirs = reference.t(key, options as Record<string, unknown>) as string;
        compared += 1;
        if (ours !== theirs) {
          differences.push(`${key} ${JSON.stringify(options)}: "${ours}" ≠ i18next "${theirs}"`);
        }
      }
    }
    expect(differences).toEqual([]);
    // Every key has a text (a part left unloaded would show keys, in both libraries alike).
    expect(baseKeys.filter((key) => t(key as TranslationKey, { count: 1 }) === key)).toEqual([]);
    expect(compared).toBeGreaterThan(baseKeys.length * contexts.length);
  });
});

describe('fallback', () => {
  test('a key the language lacks shows English; with English not loaded, the key', () => {
    const german: LocaleResources = { buttons: { continue: 'Weiter' } };
    const englishTexts: LocaleResources = { buttons: { continue: 'Continue', stay: 'Stay' } };
    const both = createTranslate(
      'de',
      new Map([
        ['de', german],
        ['en', englishTexts],
      ]),
      'en',
    );
    expect(both('buttons.continue')).toBe('Weiter');
    expect(both('buttons.stay')).toBe('Stay');
    const alone = createTranslate('de', new Map([['de', german]]), 'en');
    expect(alone('buttons.stay')).toBe('buttons.stay');
  });

  test('an empty text counts as missing', () => {
    const t = createTranslate(
      'de',
      new Map<Language, LocaleResources>([
        ['de', { buttons: { continue: '' } }],
        ['en', { buttons: { continue: 'Continue' } }],
      ]),
      'en',
    );
    expect(t('buttons.continue')).toBe('Continue');
  });
});
