import '@cancel-flow/ui/styles.css';
import { API_PATHS, createCancelApi } from '@cancel-flow/api-client';
import { createI18n, pageLanguage, preferredLanguage } from '@cancel-flow/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { CancelApp } from './app/CancelApp';
import type { DevTools } from './shell/devTools';
import { readSettings } from './shell/settings';
import { createErrorReporter } from './errors/errorReporter';
import { preloadPage } from './app/AppRoutes';
import { createSessionSource } from './shell/loadSession';

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
  });
  const session = createSessionSource(api);
  const path = window.location.pathname;
  // SPEC §4 and the performance budget: the user, the locale and the page's bundle are fetched at
  // once, in parallel.
  if (!/\/(confirm-unsubscribe|no-subscription)\/?$/.test(path)) {
    void session.load().catch(() => {});
  } else if (!__CANCEL_FLOW_MOCK__) {
    // index.html preloads the user for every page (vite.config.ts); these pages do not need it,
    // so take the preloaded response quietly instead of leaving it unused.
    void fetch(`${settings.apiOrigin}${API_PATHS.getContext}`, { credentials: 'same-origin' })
      .then((response) => response.body?.cancel())
      .catch(() => {});
  }
  preloadPage(path);

  const preferred = preferredLanguage({
    url: window.location.href,
    htmlLang: document.documentElement.getAttribute('lang'),
    navigatorLanguages: navigator.languages,
  });
  const i18n = await createI18n({
    language: pageLanguage(window.location.href, preferred),
    onLoadError: (error) => reporter.report('Locale was not loaded', error),
  });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter basename="/cancel">
        <CancelApp
          services={{ api, session, settings, reporter, devTools, storage: window.sessionStorage }}
          i18n={i18n}
          preferredLanguage={preferred}
        />
      </BrowserRouter>
    </StrictMode>,
  );
}

void main();
