import type { Language } from '../languages/languages';

/** A locale file's content: nested objects whose leaves are the texts. */
export interface LocaleResources {
  readonly [key: string]: string | LocaleResources;
}

interface LocaleModule {
  default: LocaleResources;
}

// One literal import() per language, so every bundler (tsup, Vite) emits each locale as its own
// chunk and a page downloads only the languages it loads.
const loaders: Readonly<Record<Language, () => Promise<LocaleModule>>> = {
  de: () => import('../locales/de/translation.json'),
  en: () => import('../locales/en/translation.json'),
  es: () => import('../locales/es/translation.json'),
  fr: () => import('../locales/fr/translation.json'),
  it: () => import('../locales/it/translation.json'),
  ja: () => import('../locales/ja/translation.json'),
  ko: () => import('../locales/ko/translation.json'),
  nl: () => import('../locales/nl/translation.json'),
  pl: () => import('../locales/pl/translation.json'),
  pt: () => import('../locales/pt/translation.json'),
  sv: () => import('../locales/sv/translation.json'),
  tr: () => import('../locales/tr/translation.json'),
  vi: () => import('../locales/vi/translation.json'),
  zh: () => import('../locales/zh/translation.json'),
};

/** Downloads one language's texts (its own chunk). Rejects when the chunk cannot be loaded. */
export async function loadLocale(language: Language): Promise<LocaleResources> {
  const loader = loaders[language];
  if (!loader) throw new UnsupportedLanguageError(language);
  const module = await loader();
  return module.default;
}

export class UnsupportedLanguageError extends Error {
  override readonly name = 'UnsupportedLanguageError';
  constructor(readonly language: string) {
    super(`'${language}' is not a supported language`);
  }
}
