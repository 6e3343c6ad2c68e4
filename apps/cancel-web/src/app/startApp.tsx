import {
  createCancelApi,
  type ContextResponse,
  type PrefetchedContext,
} from '@cancel-flow/api-client';
import { createI18n, UnsupportedLanguageError, type Language } from '@cancel-flow/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { ErrorReporter } from '../errors/errorReporter';
import { watchPreview, type PreviewHandover } from '../firstStep/previewHandover';
import { BOOT_FAILED_EVENT } from '../shell/bootFailed';
import { createCsrfToken } from '../shell/csrfToken';
import type { DevTools } from '../shell/devTools';
import { createSessionSource } from '../shell/loadSession';
import { dropExpiredRecords, dropOthersRecords } from '../survey/surveyStorage';
import { LocaleErrorPage } from '../shell/LocaleErrorPage';
import type { AppServices } from '../shell/services';
import { LOCALE_LOAD_FAILURE } from '../shell/reportNames';
import type { AppSettings } from '../shell/settings';
import { CancelApp } from './CancelApp';

export interface StartAppOptions {
  /** The page's #root: its placeholder or prerendered first step is replaced in the first commit. */
  readonly root: HTMLElement;
  /**
   * Whether #root shows the prerendered first step (its paint reported: previewPaintReported): the
   * customer sees it already, so the app's first render may yield to the browser between
   * components (a transition) instead of holding the main thread in one long task.
   */
  readonly previewShown: boolean;
  /** The page language (product §2). */
  readonly language: Language;
  readonly preferredLanguage: Language;
  readonly settings: AppSettings;
  readonly reporter: ErrorReporter;
  /** Mock builds only. */
  readonly devTools: DevTools | undefined;
  /** get-context, sent by main.ts on the pages that need the user: the session reads it. */
  readonly prefetchedContext: PrefetchedContext | undefined;
  /**
   * get-context's answer on the pages that need no user (the confirm link's, no-subscription), read
   * quietly by main.ts (undefined when it failed or was redirected): only to know whose survey
   * records the tab may keep (AppServices.signedInUserId).
   */
  readonly quietContext?: Promise<ContextResponse | undefined>;
  /** The tab's sessionStorage. */
  readonly storage: Storage;
  /** The answers' order of a survey started in this visit (the prerendered first step's). */
  readonly surveySeed: number;
}

/** The handover, given once: a later survey (another page's, a new attempt) starts afresh. */
function once(read: () => PreviewHandover): () => PreviewHandover | undefined {
  let taken = false;
  return () => {
    if (taken) return undefined;
    taken = true;
    return read();
  };
}

/** The client, the session and the rest of what the screens use (AppServices). */
function createServices(options: StartAppOptions): AppServices {
  const { settings, reporter, prefetchedContext } = options;
  // On every page, before anyone is known (and whether or not anyone ever is): no survey record
  // outlives its 24 hours, whoever it belongs to.
  dropExpiredRecords(options.storage);
  const api = createCancelApi({
    baseUrl: settings.apiOrigin,
    reportError: reporter.report,
    allowedRedirectOrigins: settings.allowedRedirectOrigins,
    prefetchedContext,
  });
  const csrf = createCsrfToken(api);
  const session = createSessionSource(api, csrf, (loaded) => {
    // The customer's name and e-mail never reach an error report, wherever they might turn up.
    if ('user' in loaded) reporter.protect(loaded.user.name, loaded.user.email);
    // On every page that learns who is signed in, not only the survey's: the tab keeps no other
    // customer's answers, name or e-mail, and a signed-out tab keeps none.
    dropOthersRecords(
      options.storage,
      'user' in loaded ? (loaded.user.user_id ?? undefined) : undefined,
    );
  });
  // Read at once when main.ts has already asked for the user: the protection above comes first.
  if (prefetchedContext) void session.load().catch(() => {});
  // Who is signed in on the pages that need no user, and confirmations from the app's other tabs:
  // loaded apart, after step 1's code.
  const follower = import('../survey/followSignedIn')
    .then(({ followSignedIn }) =>
      followSignedIn({ storage: options.storage, reporter, quietContext: options.quietContext }),
    )
    .catch(() => undefined);
  return {
    api: csrf.guard(api),
    session,
    settings,
    reporter,
    devTools: options.devTools,
    storage: options.storage,
    signedInUserId: () => follower.then((follows) => follows?.signedInUserId()),
    surveySeed: () => options.surveySeed,
    // From the start: the customer may already be on the step while the app loads its texts.
    takeFirstStepHandover: options.previewShown ? once(watchPreview(options.root)) : undefined,
  };
}

/**
 * The app's chunk: the texts, React, the router and the flow, rendered into #root (main.ts loads
 * it). Resolves once the first render is requested.
 */
export async function startApp(options: StartAppOptions) {
  const { root, previewShown, language, preferredLanguage } = options;
  // Back or Forward may bring the page back from the browser's back/forward cache as it was left,
  // with what it held in memory: on a shared computer, the previous customer's answers, name and
  // e-mail, under whoever has signed in since. Load it again instead: the session, and the
  // survey's records of the customer signed in now, come from the server and the tab's storage.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
  const services = createServices(options);
  // Languages whose texts failed to download (not merely unsupported ones).
  const failedLanguages = new Set<string>();
  // The prerendered step's paint has been reported already (main.ts waited for it).
  const i18n = await createI18n({
    language,
    onLoadError: (error, failed) => {
      // An unsupported language simply shows English; a download that failed is an outage.
      if (!(error instanceof UnsupportedLanguageError)) failedLanguages.add(failed);
      services.reporter.report(LOCALE_LOAD_FAILURE, error);
    },
  });
  const reactRoot = createRoot(root);
  if (failedLanguages.size > 0) {
    // No texts at all (English failed too): render nothing, and boot-watch.js replaces the
    // placeholder with its own translated message and reload link, at once.
    if (!i18n.texts(i18n.language)) {
      window.dispatchEvent(new Event(BOOT_FAILED_EVENT));
      return;
    }
    reactRoot.render(<LocaleErrorPage i18n={i18n} supportEmail={services.settings.supportEmail} />);
    return;
  }
  const render = () =>
    reactRoot.render(
      <StrictMode>
        <BrowserRouter basename="/cancel">
          <CancelApp services={services} i18n={i18n} preferredLanguage={preferredLanguage} />
        </BrowserRouter>
      </StrictMode>,
    );
  if (previewShown) startTransition(render);
  else render();
}
