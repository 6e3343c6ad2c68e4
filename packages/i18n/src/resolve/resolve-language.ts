import { fallbackLanguage, toSupportedLanguage, type Language } from '../languages/languages';

export interface ResolveLanguageInput {
  /** The page's full URL, usually `window.location.href` (a URL object or a relative path work too). */
  url: string | URL;
  /** The host page's `<html lang>`, usually `document.documentElement.lang`. */
  htmlLang?: string | null;
  /** The browser's preferred languages, best first, usually `navigator.languages`. */
  navigatorLanguages?: readonly string[] | null;
}

/**
 * Picks the page language (SPEC §2, dev-contract `?lang=`): English when the URL contains 'plan';
 * otherwise the first supported one of `?lang=`, `<html lang>` and the browser's languages in
 * order; English when none is supported.
 */
export function resolveLanguage({
  url,
  htmlLang,
  navigatorLanguages,
}: ResolveLanguageInput): Language {
  const href = String(url);
  // SPEC §2: the sst flow (/cancel/plan) is English-only, and the rule is "the URL contains plan".
  if (href.includes('plan')) return fallbackLanguage;

  const candidates = [langParam(href), htmlLang, ...(navigatorLanguages ?? [])];
  for (const candidate of candidates) {
    const language = toSupportedLanguage(candidate);
    if (language) return language;
  }
  return fallbackLanguage;
}

function langParam(href: string): string | null {
  try {
    return new URL(href, 'http://localhost').searchParams.get('lang');
  } catch {
    return null;
  }
}
