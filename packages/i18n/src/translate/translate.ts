import type { Language } from '../languages/languages';
import type { LocaleResources } from '../instance/loaders';
import type { TranslationKey, TranslationParams } from '../types/translation-key';
import { interpolate, type InterpolationValues } from './interpolate';
import { perLanguage } from './per-language';

/**
 * What `t` takes besides the key: `count` picks the plural form (and fills `{count}`), `context`
 * picks a product's variant of the text (`key_sst`), every other value fills its placeholder.
 */
export interface TranslateOptions extends InterpolationValues {
  readonly count?: number;
  readonly context?: string;
}

/**
 * What `t` takes after `key`: the values its text needs (`TranslationParams`, from the English
 * placeholders, and `count` for a plural), or nothing when it needs none.
 */
export type TranslateArgs<Key extends TranslationKey> = Key extends keyof TranslationParams
  ? [options: TranslationParams[Key] & TranslateOptions]
  : [options?: TranslateOptions];

/**
 * Translates a key into the current language, e.g. `t('progress.step', { n: 2 })`. A key that
 * does not exist, or a placeholder value or `count` left out, is a type error.
 */
export type TFunction = <Key extends TranslationKey>(
  key: Key,
  ...options: TranslateArgs<Key>
) => string;

/** The languages whose texts are loaded, each with its texts. */
export type LoadedTexts = ReadonlyMap<Language, LocaleResources>;

/**
 * A `t` for `language` over the loaded texts, with English (when loaded) as the fallback for a
 * key the language lacks, and the key itself when no language has it. Rules, as i18next's JSON v4
 * format defines them (the locale files follow it):
 * - plurals: `count` selects `key_one`, `key_few`, `key_many`, `key_other`… by the language's
 *   `Intl.PluralRules` (and `key_zero` for 0 when it exists);
 * - context: `context: 'sst'` prefers `key_sst` (and its plural forms) over `key`;
 * - an empty text counts as missing (English is shown rather than nothing).
 */
export function createTranslate(
  language: Language,
  texts: LoadedTexts,
  fallback: Language,
): TFunction {
  const languages = language === fallback ? [language] : [language, fallback];
  return (key: TranslationKey, options?: TranslateOptions) => {
    for (const candidate of languages) {
      const resources = texts.get(candidate);
      if (!resources) continue;
      for (const lookupKey of lookupKeys(key, candidate, options)) {
        const text = lookup(resources, lookupKey);
        if (text) return interpolate(text, options, language);
      }
    }
    return key;
  };
}

/** The keys to try, most specific first: `key_ctx_one`, `key_ctx`, `key_one`, `key`. */
function lookupKeys(key: string, language: Language, options?: TranslateOptions): string[] {
  const count = options?.count;
  const context = options?.context;
  const plural = typeof count === 'number' ? pluralSuffixes(language, count) : [];
  const bases = context ? [`${key}_${context}`, key] : [key];
  return bases.flatMap((base) => [...plural.map((suffix) => base + suffix), base]);
}

function pluralSuffixes(language: Language, count: number): string[] {
  const suffix = `_${pluralRules(language).select(count)}`;
  return count === 0 ? ['_zero', suffix] : [suffix];
}

const pluralRules = perLanguage((language) => new Intl.PluralRules(language));

/** The text at a dotted key ('buttons.continue'), or undefined. */
function lookup(resources: LocaleResources, key: string): string | undefined {
  let node: string | LocaleResources | undefined = resources;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}
