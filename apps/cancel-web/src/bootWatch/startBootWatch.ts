import type { Language } from '@cancel-flow/i18n';
import { firstStepOfPage, preloadFirstStep } from '../firstStep/firstStepRequest';
import { BOOT_FAILED_EVENT } from '../shell/bootFailed';
import { documentLanguages } from '../shell/documentLanguages';
import { focusAtTop } from '../shell/focusAtTop';
import { bootTextsPath, type BootTexts, type BootWatchConfig } from './bootWatchConfig';
import { mainBundleScript, responseStatusOf } from './resourceTiming';

/** How long the app has to replace the placeholder before the message shows. */
export const BOOT_WAIT_MS = 20_000;

/** How long the banner waits for its language's texts before it shows in English. */
export const BOOT_TEXTS_WAIT_MS = 3_000;

/** Whether index.html's entry has already answered with an error status (resource timing). */
function entryFailed(): boolean {
  const entry = mainBundleScript(document);
  return Boolean(entry && (responseStatusOf(entry.src) ?? 0) >= 400);
}

/**
 * The banner's static part: the ui kit's ErrorIcon (a disc with a white "!"), the message's
 * paragraph and the secondary "Try again" button, their texts filled in by bootBanner. One string
 * costs the script less than building each element.
 */
const BANNER_MARKUP =
  '<svg viewBox="0 0 20 20" width="20" height="20" fill="none" aria-hidden="true" focusable="false" class="cf-icon cf-error-banner__icon"><circle cx="10" cy="10" r="8.5" fill="currentColor"></circle><path d="M10 5.5V11" class="cf-icon__mark" stroke="#fff" stroke-width="2" stroke-linecap="round"></path><circle class="cf-icon__mark-dot" cx="10" cy="14" r="1.1" fill="#fff"></circle></svg>' +
  '<div class="cf-error-banner__body"><p class="cf-error-banner__message"></p><div class="cf-error-banner__actions"><button type="button" class="cf-button cf-button--secondary cf-button--md"><span class="cf-button__label"></span></button></div></div>';

/**
 * product §8's banner as the app shows it (the ui kit's ErrorBanner with a secondary "Try again"
 * button, the support address a mailto: link), built without React: the app's code is what did
 * not load. startBootWatch.test.tsx holds it to the ui kit's markup.
 */
export function bootBanner(
  texts: BootTexts,
  supportEmail: string,
  language: Language,
): HTMLElement {
  const banner = document.createElement('div');
  banner.tabIndex = -1;
  banner.setAttribute('role', 'alert');
  banner.setAttribute('lang', language);
  banner.className = 'cf-error-banner';
  banner.innerHTML = BANNER_MARKUP;
  const [before, after = ''] = texts.message.split('{email}');
  const mail = document.createElement('a');
  mail.className = 'cf-error-banner__link';
  mail.href = `mailto:${supportEmail}`;
  mail.textContent = supportEmail;
  banner.querySelector('p')!.append(before ?? '', mail, after);
  banner.querySelector('span')!.textContent = texts.retry;
  banner.querySelector('button')!.addEventListener('click', () => window.location.reload());
  return banner;
}

/** The banner's texts and their language. */
type BannerTexts = readonly [BootTexts, Language];

const isBootTexts = (value: unknown): value is BootTexts =>
  typeof (value as BootTexts | undefined)?.message === 'string' &&
  typeof (value as BootTexts).retry === 'string';

/**
 * The banner's texts in `language`, fetched (bootTextsPath), or English when the file fails or
 * has not come within BOOT_TEXTS_WAIT_MS: the same fallback as the app's own texts.
 */
function fetchBannerTexts(config: BootWatchConfig, language: Language): Promise<BannerTexts> {
  const english: BannerTexts = [config.texts.en, 'en'];
  const fetched = fetch(bootTextsPath(config.base, language))
    .then((response) => (response.ok ? response.json() : undefined))
    .then((texts: unknown): BannerTexts => (isBootTexts(texts) ? [texts, language] : english))
    .catch(() => english);
  const late = new Promise<BannerTexts>((resolve) =>
    window.setTimeout(() => resolve(english), BOOT_TEXTS_WAIT_MS),
  );
  return Promise.race([fetched, late]);
}

/** index.html's placeholder or the prerendered first step in its place; none once the app runs. */
const placeholderOf = () => document.querySelector('[data-boot-placeholder]');

/**
 * Shows the banner where the app shows its own (the page frame's banner slot, in the page's main
 * area) in place of the placeholder's skeleton card or the prerendered first step, unless the app
 * has replaced the placeholder meanwhile.
 */
function showMessage(
  config: BootWatchConfig,
  language: Language,
  [texts, textLanguage]: BannerTexts,
) {
  const placeholder = placeholderOf();
  if (!placeholder) return; // the app has started
  const banner = bootBanner(texts, config.supportEmail, textLanguage);
  const slot = document.createElement('div');
  slot.className = 'cf-page__banner';
  slot.append(banner);
  // index.html's placeholder sits in the frame's card; the prerendered step holds the frame.
  const main = placeholder.closest('.cf-page__main') ?? placeholder.querySelector('.cf-page__main');
  (main ?? placeholder).replaceChildren(slot);
  placeholder.removeAttribute('aria-busy');
  // The page's language, which the app would have set (index.html names none).
  if (!document.documentElement.lang) document.documentElement.lang = language;
  // As the app's banner: in view, and where a keyboard or screen reader continues from.
  focusAtTop(banner);
  // What failed is reported by a script of its own, requested only now: no visit downloads it
  // before step 1.
  if (config.reportScript) {
    const report = document.createElement('script');
    report.src = config.reportScript;
    document.head.append(report);
  }
}

/** The message once the placeholder is parsed (this script may run before the body is). */
function showMessageSoon(show: () => void) {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', show, { once: true });
  } else {
    show();
  }
}

/**
 * The page language's chunk, requested now with the app's bundle instead of once the bundle has
 * run; a wrong guess only costs a small download (the app picks its language itself).
 */
function preloadLocale(config: BootWatchConfig, language: Language) {
  const file = config.localeChunks[language];
  if (!file) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = file;
  document.head.append(link);
}

/**
 * boot-watch.js: runs beside the app as a plain external async script (no inline script: the
 * page keeps working under a strict Content-Security-Policy; async: it never holds up parsing).
 *
 * It starts the one request a product page's prerendered first step needs (src/firstStep/), or
 * any other page's language chunk, usually before the entry asks. If the app has not replaced the
 * static placeholder (or the prerendered first step shown in its place) within BOOT_WAIT_MS, or at
 * once when the entry failed to download, the app's code failed to load or the app has no texts
 * at all (main.ts and app/startApp.tsx send BOOT_FAILED_EVENT), the page shows product §8's
 * banner in its language, with "Try again" (a reload) (bootBanner, showMessage): in English at
 * once, in another language once its texts have come (fetchBannerTexts).
 *
 * Returns a function that stops watching (its timer and its listeners); showing the banner stops it
 * too.
 */
export function startBootWatch(config: BootWatchConfig): () => void {
  // Read once: the page language decides the request and the message's language.
  const language = documentLanguages().page;
  const firstStep = firstStepOfPage(window.location.pathname, config.base, language);
  // Each request costs the main thread time before the first step paints on a slow phone: on a
  // product page the first step's file is the only one, and the entry starts the texts once the
  // step is painted (src/main.ts).
  if (firstStep) preloadFirstStep(firstStep.url);
  else preloadLocale(config, language);
  const watching = new AbortController();
  const stop = () => {
    window.clearTimeout(timer);
    watching.abort();
  };
  // Once shown, the banner stays as it is (a second call would take the focus again).
  const show = () => {
    if (watching.signal.aborted || !placeholderOf()) return;
    stop();
    const builtIn = config.texts[language];
    if (builtIn) showMessage(config, language, [builtIn, language]);
    else
      void fetchBannerTexts(config, language).then((texts) => showMessage(config, language, texts));
  };
  const timer = window.setTimeout(show, BOOT_WAIT_MS);
  // The app's code did not load, or it has no texts to show: no need to wait.
  window.addEventListener(BOOT_FAILED_EVENT, show, { signal: watching.signal });
  // Nor when the entry itself failed to download: index.html's only module script. Its error
  // event (a 404, a dropped connection) does not bubble, hence the capture; and since this script
  // may run after it, an error status the entry already got counts too. A hang still waits
  // BOOT_WAIT_MS.
  const onError = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLScriptElement && target.type === 'module') showMessageSoon(show);
  };
  document.addEventListener('error', onError, { capture: true, signal: watching.signal });
  if (entryFailed()) showMessageSoon(show);
  return stop;
}
