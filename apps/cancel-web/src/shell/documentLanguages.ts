import { pageLanguage, preferredLanguage, type Language } from '@cancel-flow/i18n';

/**
 * This document's languages as the i18n package reads them (product §2): the customer's own
 * (`preferredLanguage`, kept for the visit) and the page's (`pageLanguage`). The entry and
 * boot-watch.js both read them here; the navigator's languages only when the URL and
 * `<html lang>` name none (reading them costs a slow phone a few milliseconds).
 */
export function documentLanguages(): { readonly preferred: Language; readonly page: Language } {
  const url = window.location.href;
  const preferred = preferredLanguage({
    url,
    htmlLang: document.documentElement.getAttribute('lang'),
    navigatorLanguages: () => navigator.languages ?? [navigator.language],
  });
  return { preferred, page: pageLanguage(url, preferred) };
}
