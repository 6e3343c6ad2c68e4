/** The interface languages (product §1), in alphabetical order. */
export const supportedLanguages = [
  'de',
  'en',
  'es',
  'fr',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt',
  'sv',
  'tr',
  'vi',
  'zh',
] as const;

export type Language = (typeof supportedLanguages)[number];

/** The source language: every other language falls back to it. */
export const fallbackLanguage = 'en' satisfies Language;

/** Each language's name in that language, for language pickers. */
export const languageNames: Readonly<Record<Language, string>> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  nl: 'Nederlands',
  pl: 'Polski',
  pt: 'Português',
  sv: 'Svenska',
  tr: 'Türkçe',
  vi: 'Tiếng Việt',
  zh: '中文',
};

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/**
 * Regional and script variants we do not offer, mapped on purpose to the nearest language we do
 * (see GLOSSARY.md, "Regional codes"). Keys are lower-case tag prefixes; the longest match wins.
 * `zh` is Simplified Chinese: Traditional Chinese (Taiwan, Hong Kong, Macau) is not offered yet,
 * and Simplified is readable there, if not preferred. `pt` is Brazilian Portuguese: European
 * Portuguese readers understand it, with a few different words.
 */
export const regionalFallbacks: Readonly<Record<string, Language>> = {
  'zh-hant': 'zh',
  'zh-tw': 'zh',
  'zh-hk': 'zh',
  'zh-mo': 'zh',
  'pt-pt': 'pt',
  'pt-ao': 'pt',
  'pt-mz': 'pt',
};

/**
 * Maps a language tag to a supported language: case-insensitive, `_` read as `-`; first the
 * deliberate regional fallbacks above ('zh-TW' -> 'zh', 'pt-PT' -> 'pt'), then the tag's language
 * ('pt-BR' -> 'pt', 'zh-Hans-CN' -> 'zh', 'de_CH' -> 'de'). Unsupported or empty tags give
 * `undefined`.
 */
export function toSupportedLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const subtags = tag.trim().toLowerCase().split(/[-_]/);
  for (let length = subtags.length; length > 1; length -= 1) {
    const fallback = regionalFallbacks[subtags.slice(0, length).join('-')];
    if (fallback) return fallback;
  }
  return isSupportedLanguage(subtags[0]) ? subtags[0] : undefined;
}
