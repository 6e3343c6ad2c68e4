import i18next, { type InitOptions, type i18n } from 'i18next';
import { fallbackLanguage, toSupportedLanguage, type Language } from '../languages/languages';
import { loadLocale, UnsupportedLanguageError, type LocaleResources } from './loaders';

export type LoadErrorHandler = (error: unknown, language: string) => void;

export interface CreateI18nOptions {
  /** The language to show: a supported code, or any tag that maps to one ('pt-BR' -> 'pt'). */
  language: Language | (string & {});
  /** Called once for each language whose texts cannot be loaded (also logged with console.error). */
  onLoadError?: LoadErrorHandler;
}

const namespace = 'translation';

const i18nextOptions = {
  fallbackLng: fallbackLanguage,
  ns: [namespace],
  defaultNS: namespace,
  // The spec's texts use single braces ('{count}', '{email}'): keep them as written.
  // escapeValue is off because React escapes every string it renders; i18next's own HTML escaping
  // would show '&amp;' or '&#39;' to customers. Never pass t() output to innerHTML.
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  // An empty text is a translation bug: show English rather than nothing.
  returnEmptyString: false,
} as const satisfies InitOptions;

const errorHandlers = new WeakMap<i18n, LoadErrorHandler | undefined>();
/** The latest changeLanguage call per instance: when calls overlap, the last one wins. */
const latestChange = new WeakMap<i18n, object>();

/**
 * Creates an initialised i18next instance (never the global one) showing `language`, with only that
 * language's texts downloaded. When they cannot be loaded, or the language is not supported, the
 * failure is reported through `onLoadError` and console.error, and the instance shows English.
 */
export async function createI18n({ language, onLoadError }: CreateI18nOptions): Promise<i18n> {
  const instance = i18next.createInstance();
  errorHandlers.set(instance, onLoadError);
  const chosen = await loadFirstAvailable(language, (error, failed) =>
    reportLoadError(onLoadError, error, failed),
  );
  await instance.init({
    ...i18nextOptions,
    lng: chosen.language,
    resources: chosen.resources ? { [chosen.language]: { [namespace]: chosen.resources } } : {},
  });
  return instance;
}

/**
 * Switches a createI18n instance to another language at run time, downloading its texts first
 * (i18next's own changeLanguage would not load them). A failure is reported like in createI18n and
 * the instance switches to English. Resolves to the language now shown. When calls overlap (a
 * language picker clicked twice), the last call wins and earlier ones do not switch.
 */
export async function changeLanguage(
  instance: i18n,
  language: Language | (string & {}),
): Promise<Language> {
  const call = {};
  latestChange.set(instance, call);
  const onLoadError = errorHandlers.get(instance);
  const chosen = await loadFirstAvailable(
    language,
    (error, failed) => reportLoadError(onLoadError, error, failed),
    (candidate) => instance.hasResourceBundle(candidate, namespace),
  );
  if (chosen.resources) {
    instance.addResourceBundle(chosen.language, namespace, chosen.resources, true, true);
  }
  if (latestChange.get(instance) !== call) {
    return toSupportedLanguage(instance.language) ?? fallbackLanguage;
  }
  await instance.changeLanguage(chosen.language);
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
