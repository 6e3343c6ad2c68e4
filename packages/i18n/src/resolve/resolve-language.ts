import { fallbackLanguage, toSupportedLanguage, type Language } from '../languages/languages';

export interface ResolveLanguageInput {
  /** The page's full URL, usually `window.location.href` (a URL object or a relative path work too). */
  url: string | URL;
  /** The host page's `<html lang>`, usually `document.documentElement.lang`. */
  htmlLang?: string | null;
  /**
   * The browser's preferred languages, best first, usually `navigator.languages`; or a function
   * that returns them, called only when neither `?lang=` nor `<html lang>` names a supported
   * language (reading `navigator.languages` costs a slow phone a few milliseconds).
   */
  navigatorLanguages?: readonly string[] | (() => readonly string[] | null | undefined) | null;
}

/** The query parameter that names the customer's language: `?lang=de`. */
export const LANGUAGE_PARAM = 'lang';

/**
 * The query that carries `search`'s language to another page of the app: `?lang=de`, or '' when
 * `search` names none. An in-app link or redirect adds it, so that a reload of the page it leads
 * to keeps the language (nothing else of the query travels: a confirm key must not).
 */
export function languageQuery(search: string): string {
  const language = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return language === null ? '' : `?${new URLSearchParams({ [LANGUAGE_PARAM]: language })}`;
}

/**
 * The customer's own language (docs/product.md §10 `?lang=`): the first supported one of `?lang=`,
 * `<html lang>` and the browser's languages in order; English when none is supported. Ignores
 * the 'plan' rule, so an app can keep it for a whole visit across pages.
 */
export function preferredLanguage({
  url,
  htmlLang,
  navigatorLanguages,
}: ResolveLanguageInput): Language {
  const language =
    toSupportedLanguage(parseUrl(url)?.searchParams.get(LANGUAGE_PARAM)) ??
    toSupportedLanguage(htmlLang);
  if (language) return language;
  const browserLanguages =
    typeof navigatorLanguages === 'function' ? navigatorLanguages() : navigatorLanguages;
  for (const candidate of browserLanguages ?? []) {
    const supported = toSupportedLanguage(candidate);
    if (supported) return supported;
  }
  return fallbackLanguage;
}

/**
 * product §2: the page language is English when the URL's path contains 'plan' (the sst flow,
 * /cancel/plan); otherwise `preferred`. The path is read as a router reads it, decoded and in any
 * case, so /cancel/Plan and /cancel/%70lan (the same sst page) are English too. The query string
 * and the hash do not count, so `?next=plan` or `?utm_campaign=planner` keep the customer's
 * language.
 */
export function pageLanguage(url: string | URL, preferred: Language): Language {
  const pathname = parseUrl(url)?.pathname;
  return pathname !== undefined && decodedPath(pathname).toLowerCase().includes('plan')
    ? fallbackLanguage
    : preferred;
}

/** `pathname` with its escapes decoded; as it is when one of them is malformed. */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The page language for a URL (product §2): `pageLanguage` of the `preferredLanguage`. */
export function resolveLanguage(input: ResolveLanguageInput): Language {
  return pageLanguage(input.url, preferredLanguage(input));
}

function parseUrl(url: string | URL): URL | undefined {
  try {
    return new URL(url, 'http://localhost');
  } catch {
    return undefined;
  }
}
