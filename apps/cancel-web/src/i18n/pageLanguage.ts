import { resolveLanguage, type Language } from '@cancel-flow/i18n';

export interface LanguageInputs {
  readonly href: string;
  readonly htmlLang: string | null | undefined;
  readonly navigatorLanguages: readonly string[] | undefined;
}

/**
 * The customer's own language (dev-contract: `?lang=`, the host page's `<html lang>`, the
 * browser's languages), ignoring SPEC §2's 'plan' rule: kept for the whole visit so that `?lang=`
 * still counts after client-side navigation drops the query string.
 */
export function preferredLanguage({
  href,
  htmlLang,
  navigatorLanguages,
}: LanguageInputs): Language {
  const lang = new URL(href, 'http://localhost').searchParams.get('lang');
  const url =
    lang === null ? 'http://localhost/' : `http://localhost/?lang=${encodeURIComponent(lang)}`;
  return resolveLanguage({ url, htmlLang, navigatorLanguages });
}

/** SPEC §2: English whenever the URL contains 'plan'; otherwise the preferred language. */
export function languageForUrl(url: string, preferred: Language): Language {
  return url.includes('plan') ? 'en' : preferred;
}
