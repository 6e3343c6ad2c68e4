/** The interface languages (SPEC §1), in alphabetical order. */
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
 * Maps a language tag to a supported language: case-insensitive, region and script subtags
 * dropped ('pt-BR' -> 'pt', 'zh-Hans-CN' -> 'zh', 'de_CH' -> 'de'). Unsupported or empty tags give
 * `undefined`.
 */
export function toSupportedLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const base = tag.trim().split(/[-_]/, 1)[0]?.toLowerCase();
  return isSupportedLanguage(base) ? base : undefined;
}
