import type { Language } from '../languages/languages';

/** A locale file's content: nested objects whose leaves are the texts. */
export interface LocaleResources {
  readonly [key: string]: string | LocaleResources;
}

export interface LocaleModule {
  default: LocaleResources;
}

// A language's main texts: everything but its parts (part-loaders.ts).
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

/** Time allowed for one language's chunk; a chunk that never answers must not hang the page. */
export const LOCALE_LOAD_TIMEOUT_MS = 20_000;

/**
 * Downloads one language's texts (its own chunk). Rejects when the chunk cannot be loaded or has
 * not arrived within `timeoutMs` (LocaleLoadTimeoutError).
 */
export async function loadLocale(
  language: Language,
  timeoutMs = LOCALE_LOAD_TIMEOUT_MS,
): Promise<LocaleResources> {
  return loadWithTimeout(loaders, language, timeoutMs);
}

/** Loads `language`'s module from `table`, rejecting with LocaleLoadTimeoutError after `timeoutMs`. */
export async function loadWithTimeout(
  table: Readonly<Record<Language, () => Promise<LocaleModule>>>,
  language: Language,
  timeoutMs: number,
): Promise<LocaleResources> {
  const loader = table[language];
  if (!loader) throw new UnsupportedLanguageError(language);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new LocaleLoadTimeoutError(language, timeoutMs)), timeoutMs);
  });
  try {
    const module = await Promise.race([loader(), timeout]);
    return module.default;
  } finally {
    clearTimeout(timer);
  }
}

export class LocaleLoadTimeoutError extends Error {
  override readonly name = 'LocaleLoadTimeoutError';
  constructor(
    readonly language: string,
    readonly timeoutMs: number,
  ) {
    super(`The '${language}' texts did not load within ${timeoutMs / 1000} seconds`);
  }
}

export class UnsupportedLanguageError extends Error {
  override readonly name = 'UnsupportedLanguageError';
  constructor(readonly language: string) {
    super(`'${language}' is not a supported language`);
  }
}
