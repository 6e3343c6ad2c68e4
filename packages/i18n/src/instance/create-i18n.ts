import { fallbackLanguage, toSupportedLanguage, type Language } from '../languages/languages';
import { createTranslate, type TFunction } from '../translate/translate';
import { loadLocale, UnsupportedLanguageError, type LocaleResources } from './loaders';

export type LoadErrorHandler = (error: unknown, language: string) => void;

export interface CreateI18nOptions {
  /** The language to show: a supported code, or any tag that maps to one ('pt-BR' -> 'pt'). */
  language: Language | (string & {});
  /** Called once for each language whose texts cannot be loaded (also logged with console.error). */
  onLoadError?: LoadErrorHandler;
}

/**
 * The texts of one page: the language shown, its `t`, and the languages loaded so far. `t` is a new
 * function after each language change, so a component that depends on it renders again.
 */
export interface I18n {
  /** The language shown. */
  readonly language: Language;
  /** Translates into `language` (English for a key it lacks; the key when English lacks it too). */
  readonly t: TFunction;
  /** A loaded language's texts (e.g. English for a submission), undefined when not loaded. */
  texts(language: Language): LocaleResources | undefined;
  /** Calls `listener` after each language change; returns the function that stops it. */
  subscribe(listener: (language: Language) => void): () => void;
}

/** Downloads one part of a language's texts besides its main file (`loadTexts`). */
export type PartLoader = (language: Language) => Promise<LocaleResources>;

/** What changeLanguage and loadTexts need besides the public view: one per createI18n instance. */
export interface Internals {
  /** Each loaded language's texts: its main file and the parts loaded so far, merged. */
  readonly loaded: Map<Language, LocaleResources>;
  /** The parts shown besides the main texts, with their loaders: a language switched to loads them too. */
  readonly parts: Map<string, PartLoader>;
  /** The parts each loaded language has. */
  readonly loadedParts: Map<Language, Set<string>>;
  readonly onLoadError: LoadErrorHandler | undefined;
  readonly show: (language: Language) => void;
  /** The latest changeLanguage call: when calls overlap, the last one wins. */
  latestChange?: object;
}

const internals = new WeakMap<I18n, Internals>();

/**
 * Creates the texts of a page showing `language`, with only that language downloaded. When its
 * texts cannot be loaded, or the language is not supported, the failure is reported through
 * `onLoadError` and console.error, and the page shows English. Never rejects.
 */
export async function createI18n({ language, onLoadError }: CreateI18nOptions): Promise<I18n> {
  const loaded = new Map<Language, LocaleResources>();
  const chosen = await loadFirstAvailable(language, (error, failed) =>
    reportLoadError(onLoadError, error, failed),
  );
  if (chosen.resources) loaded.set(chosen.language, chosen.resources);
  return createInstance(chosen.language, loaded, onLoadError);
}

function createInstance(
  initial: Language,
  loaded: Map<Language, LocaleResources>,
  onLoadError: LoadErrorHandler | undefined,
): I18n {
  const listeners = new Set<(language: Language) => void>();
  let language = initial;
  let t = createTranslate(language, loaded, fallbackLanguage);
  const i18n: I18n = {
    get language() {
      return language;
    },
    get t() {
      return t;
    },
    texts: (wanted) => loaded.get(wanted),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  const show = (next: Language) => {
    language = next;
    t = createTranslate(next, loaded, fallbackLanguage);
    for (const listener of [...listeners]) listener(next);
  };
  internals.set(i18n, { loaded, parts: new Map(), loadedParts: new Map(), onLoadError, show });
  return i18n;
}

/** The internals of an instance made by createI18n. */
export function internalsOf(i18n: I18n, caller: string): Internals {
  const own = internals.get(i18n);
  if (!own) throw new TypeError(`${caller} takes an instance made by createI18n`);
  return own;
}

/**
 * Switches a createI18n instance to another language, downloading its texts first. A failure is
 * reported like in createI18n and the instance switches to English. Resolves to the language now
 * shown. When calls overlap (a language picker clicked twice), the last call wins and earlier ones
 * do not switch.
 */
export async function changeLanguage(
  i18n: I18n,
  language: Language | (string & {}),
): Promise<Language> {
  const own = internalsOf(i18n, 'changeLanguage');
  const call = {};
  own.latestChange = call;
  const chosen = await loadFirstAvailable(
    language,
    (error, failed) => reportLoadError(own.onLoadError, error, failed),
    own,
  );
  if (own.latestChange !== call) return i18n.language;
  if (chosen.language !== i18n.language) own.show(chosen.language);
  return chosen.language;
}

interface Chosen {
  language: Language;
  /** undefined when newly loaded into an instance's internals, or when even English failed. */
  resources?: LocaleResources;
}

/**
 * Loads `requested`, or English when it cannot be. With an instance's internals, loads only what
 * the language lacks of the main texts and the instance's parts, and merges it in.
 */
async function loadFirstAvailable(
  requested: string,
  report: LoadErrorHandler,
  own?: Internals,
): Promise<Chosen> {
  const language = toSupportedLanguage(requested);
  if (!language) {
    report(new UnsupportedLanguageError(requested), requested);
  } else {
    const chosen = await tryLoad(language, report, own);
    if (chosen) return chosen;
  }
  if (language === fallbackLanguage) return { language: fallbackLanguage };
  return (await tryLoad(fallbackLanguage, report, own)) ?? { language: fallbackLanguage };
}

async function tryLoad(
  language: Language,
  report: LoadErrorHandler,
  own: Internals | undefined,
): Promise<Chosen | undefined> {
  try {
    if (!own) return { language, resources: await loadLocale(language) };
    const main = own.loaded.has(language) ? undefined : loadLocale(language);
    const missing = [...own.parts].filter(([name]) => !own.loadedParts.get(language)?.has(name));
    const texts = await Promise.all([main, ...missing.map(([, load]) => load(language))]);
    addTexts(
      own,
      language,
      texts,
      missing.map(([name]) => name),
    );
    return { language };
  } catch (error) {
    report(error, language);
    return undefined;
  }
}

/** Merges a language's newly loaded texts (its main file, parts) into an instance's. */
export function addTexts(
  own: Internals,
  language: Language,
  texts: readonly (LocaleResources | undefined)[],
  partNames: readonly string[],
): void {
  own.loaded.set(language, Object.assign({}, own.loaded.get(language), ...texts));
  const parts = own.loadedParts.get(language) ?? new Set();
  for (const name of partNames) parts.add(name);
  own.loadedParts.set(language, parts);
}

function reportLoadError(
  onLoadError: LoadErrorHandler | undefined,
  error: unknown,
  language: string,
): void {
  const fallback = language === fallbackLanguage ? '' : '; showing English instead';
  console.error(`[@cancel-flow/i18n] Could not load the '${language}' texts${fallback}.`, error);
  try {
    onLoadError?.(error, language);
  } catch (hookError) {
    // A failing reporter must not keep the page on its placeholder.
    console.error('[@cancel-flow/i18n] onLoadError threw.', hookError);
  }
}
