import '@cancel-flow/ui/styles.css';
import { API_PATHS, createCancelApi } from '@cancel-flow/api-client';
import {
  createI18n,
  pageLanguage,
  preferredLanguage,
  UnsupportedLanguageError,
} from '@cancel-flow/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { CancelApp } from './app/CancelApp';
import type { DevTools } from './shell/devTools';
import { readSettings } from './shell/settings';
import { createErrorReporter } from './errors/errorReporter';
import { preloadPage } from './app/AppRoutes';
import { createSessionSource } from './shell/loadSession';
import { createCsrfToken } from './shell/csrfToken';
import { LOCALE_LOAD_FAILURE, LocaleErrorPage } from './shell/LocaleErrorPage';

async function main() {
  const settings = readSettings(import.meta.env);
  const reporter = createErrorReporter({ dsn: settings.sentryDsn, host: window.location.host });
  const devTools: DevTools | undefined = __CANCEL_FLOW_MOCK__
    ? await import('./mock/startMockApi').then(({ startMockApi }) => startMockApi())
    : undefined;

  const api = createCancelApi({
    baseUrl: settings.apiOrigin,
    reportError: reporter.report,
    onRedirect: (url) => window.location.assign(url),
    allowedRedirectOrigins: settings.allowedRedirectOrigins,
  });
  const csrf = createCsrfToken(api);
  const session = createSessionSource(api, csrf);
  const path = window.location.pathname;
  // product §4 and the performance budget: the user, the locale and the page's bundle are fetched at
  // once, in parallel.
  if (!/\/(confirm-unsubscribe|no-subscription)\/?$/.test(path)) {
    // The customer's name and e-mail never reach an error report, wherever they might turn up.
    void session
      .load()
      .then((loaded) => {
        if ('user' in loaded) reporter.protect(loaded.user.name, loaded.user.email);
      })
      .catch(() => {});
  } else if (!__CANCEL_FLOW_MOCK__) {
    // index.html preloads the user for every page (vite.config.ts); these pages do not need it,
    // so take the preloaded response quietly instead of leaving it unused.
    void fetch(`${settings.apiOrigin}${API_PATHS.getContext}`, { credentials: 'same-origin' })
      .then((response) => response.body?.cancel())
      .catch(() => {});
  }
  preloadPage(path);

  // React's root (a listener for every event it handles) is set up while the texts download:
  // after the download it would hold up step 1's render (paired A/B 0.86 and 0.96).
  const root = createRoot(document.getElementById('root')!);
  const preferred = preferredLanguage({
    url: window.location.href,
    htmlLang: document.documentElement.getAttribute('lang'),
    navigatorLanguages: navigator.languages,
  });
  const failedLanguages = new Set<string>();
  const i18n = await createI18n({
    language: pageLanguage(window.location.href, preferred),
    onLoadError: (error, language) => {
      // An unsupported language simply shows English; a download that failed is an outage.
      if (!(error instanceof UnsupportedLanguageError)) failedLanguages.add(language);
      reporter.report(LOCALE_LOAD_FAILURE, error);
    },
  });

  if (failedLanguages.size > 0) {
    // No texts at all (English failed too): render nothing, and boot-watch.js replaces the
    // placeholder with its own translated message and reload link.
    if (!i18n.texts(i18n.language)) return;
    root.render(<LocaleErrorPage i18n={i18n} supportEmail={settings.supportEmail} />);
    return;
  }
  root.render(
    <StrictMode>
      <BrowserRouter basename="/cancel">
        <CancelApp
          services={{
            api: csrf.guard(api),
            session,
            settings,
            reporter,
            devTools,
            storage: window.sessionStorage,
          }}
          i18n={i18n}
          preferredLanguage={preferred}
        />
      </BrowserRouter>
    </StrictMode>,
  );
}

void main();
