import '@cancel-flow/ui/styles.css';
import './document.css';
import { prefetchContext } from '@cancel-flow/api-client';
import { loadLocale } from '@cancel-flow/i18n';
import { createSeed } from '@cancel-flow/survey-engine';
import { BOOT_FAILED_EVENT } from './shell/bootFailed';
import { documentLanguages } from './shell/documentLanguages';
import type { DevTools } from './shell/devTools';
import { readSettings } from './shell/settings';
import { createErrorReporter } from './errors/errorReporter';
import { preloadPage } from './app/pageChunks';
import { pageRouteOf } from './shell/pageRoute';
import { PAGE_LOAD_FAILURE } from './shell/reportNames';
import { withTimeout } from './shell/withTimeout';
import { previewFirstStep } from './firstStep/previewFirstStep';
import { previewPaintReported } from './firstStep/previewPaintReported';
import type { StartAppOptions } from './app/startApp';

/** Resolves once the document is parsed: the entry is an async script, which may run before #root exists. */
const documentParsed = () =>
  document.readyState === 'loading'
    ? new Promise<void>((resolve) =>
        document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
      )
    : Promise.resolve();

/** The tab's sessionStorage, or undefined where it is switched off (private mode). */
function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

// The boot: no React and no API client here. It starts every request of the page load at once,
// paints a product page's prerendered first step as soon as the user is known (docs/performance.md,
// "Phase G" and "Phase H"), and only then loads and evaluates the app (app/startApp.tsx), which
// takes over what the customer did on the step meanwhile ("Phase R").
async function main() {
  const settings = readSettings(import.meta.env);
  const reporter = createErrorReporter({ dsn: settings.sentryDsn, host: window.location.host });
  const devTools: DevTools | undefined = __CANCEL_FLOW_MOCK__
    ? await import('./mock/startMockApi').then(({ startMockApi }) => startMockApi())
    : undefined;

  const path = window.location.pathname;
  // product §4 and the performance budget: the user and the page's bundle are fetched at once, in
  // parallel (boot-watch.js preloads the first step or the texts), before the app's code has run;
  // the app's client reads this answer in its first getContext.
  const route = pageRouteOf(path, import.meta.env.BASE_URL);
  // The confirm link's page and the no-subscription page show no user data; redirects lead to one.
  const needsUser = route?.page !== 'confirm-unsubscribe' && route?.page !== 'no-subscription';
  const prefetchedContext = needsUser
    ? prefetchContext({ baseUrl: settings.apiOrigin })
    : undefined;
  // index.html preloads the user for every page (vite.config.ts). These pages do not need it, but
  // read it quietly (no redirect followed, nothing reported): who is signed in decides which of the
  // tab's survey records stay (app/startApp.tsx).
  const quietContext = needsUser
    ? undefined
    : prefetchContext({ baseUrl: settings.apiOrigin }).context;
  const { preferred, page: language } = documentLanguages();
  if (route) preloadPage(route, language);

  const storage = tabStorage();
  await documentParsed();
  const root = document.getElementById('root')!;
  // The answers' order of a survey started in this visit: the first step shows it before the app.
  const seed = createSeed();

  // At most USER_WAIT_MS for the user and FILE_GRACE_MS more for the file, then a frame.
  const previewShown = await previewFirstStep({
    base: import.meta.env.BASE_URL,
    pathname: path,
    language,
    context: prefetchedContext?.context ?? Promise.resolve(undefined),
    storage,
    seed,
    root,
  });
  // Nothing more is asked for until the browser has reported the step's paint (usually within a
  // frame, at most PAINT_REPORT_WAIT_MS): a download that ends before that report counts, in
  // Lighthouse's simulation of a slow network, as something the step waited for
  // (docs/performance.md, "Phase R"). Nor may the app replace the step before it
  // (previewPaintReported).
  if (previewShown) await previewPaintReported(root);
  // The app's texts download while its chunk is evaluated: the app's own loadLocale takes this
  // download (failures included, which it reports). On a product page they start only now, so
  // that nothing but the first step's file competes with it for a slow phone's main thread
  // (boot-watch.js); elsewhere this takes boot-watch.js's preload.
  loadLocale(language).catch(() => {});
  let startApp: (options: StartAppOptions) => Promise<void>;
  try {
    // A page bundle like the others: product §9's 120-second time-out.
    ({ startApp } = await withTimeout(() => import('./app/startApp')));
  } catch (error) {
    reporter.report(PAGE_LOAD_FAILURE, error);
    window.dispatchEvent(new Event(BOOT_FAILED_EVENT));
    return;
  }
  // Error reporting's SDK starts once the app has rendered (a report starts it sooner): its
  // download and evaluation never compete with step 1, the app's chunk or its texts.
  void startApp({
    root,
    previewShown,
    language,
    preferredLanguage: preferred,
    settings,
    reporter,
    devTools,
    prefetchedContext,
    quietContext,
    storage: storage ?? window.sessionStorage,
    surveySeed: seed,
  }).finally(() => reporter.start());
}

void main();
