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

/** What changeLanguage needs besides the public view: one per createI18n instance. */
interface Internals {
  readonly loaded: Map<Language, LocaleResources>;
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
  internals.set(i18n, { loaded, onLoadError, show });
  return i18n;
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
  const own = internals.get(i18n);
  if (!own) throw new TypeError('changeLanguage takes an instance made by createI18n');
  const call = {};
  own.latestChange = call;
  const chosen = await loadFirstAvailable(
    language,
    (error, failed) => reportLoadError(own.onLoadError, error, failed),
    (candidate) => own.loaded.has(candidate),
  );
  if (chosen.resources) own.loaded.set(chosen.language, chosen.resources);
  if (own.latestChange !== call) return i18n.language;
  if (chosen.language !== i18n.language) own.show(chosen.language);
  return chosen.language;
}

interface Chosen {
  language: Language;
  /** undefined when already loaded, or when even English failed. */
  resources?: LocaleResources;
}

async function loadFirstAvailable(
  requested: string,
  report: LoadErrorHandler,
  isLoaded: (language: Language) => boolean = () => false,
): Promise<Chosen> {
  const language = toSupportedLanguage(requested);
  if (!language) {
    report(new UnsupportedLanguageError(requested), requested);
  } else {
    const chosen = await tryLoad(language, report, isLoaded);
    if (chosen) return chosen;
  }
  if (language === fallbackLanguage) return { language: fallbackLanguage };
  return (await tryLoad(fallbackLanguage, report, isLoaded)) ?? { language: fallbackLanguage };
}

async function tryLoad(
  language: Language,
  report: LoadErrorHandler,
  isLoaded: (language: Language) => boolean,
): Promise<Chosen | undefined> {
  if (isLoaded(language)) return { language };
  try {
    return { language, resources: await loadLocale(language) };
  } catch (error) {
    report(error, language);
    return undefined;
  }
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
