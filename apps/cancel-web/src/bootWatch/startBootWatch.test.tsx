// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button, ErrorBanner } from '@cancel-flow/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { BOOT_FAILED_EVENT } from '../shell/bootFailed';
import type { BootWatchConfig } from './bootWatchConfig';
import { BOOT_TEXTS_WAIT_MS, BOOT_WAIT_MS, bootBanner, startBootWatch } from './startBootWatch';

const texts = Object.fromEntries(
  ['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'nl', 'pl', 'pt', 'sv', 'tr', 'vi', 'zh'].map(
    (language) => [
      language,
      { message: `${language}: write to {email}.`, retry: `${language}: again` },
    ],
  ),
) as unknown as BootWatchConfig['texts'];

const CONFIG: BootWatchConfig = {
  texts,
  supportEmail: 'help@example.com',
  base: '/cancel/',
  localeChunks: { de: '/cancel/assets/locale-de-1.js', fr: '/cancel/assets/locale-fr-2.js' },
};

let stop: (() => void) | undefined;

/** index.html's #root: the page frame, its card holding the skeleton. */
const PLACEHOLDER_PAGE =
  '<div class="cf-page"><main class="cf-page__main"><div class="cf-card"><div class="cf-placeholder">' +
  '<div aria-busy="true" data-boot-placeholder><div class="cf-skeleton"></div></div>' +
  '</div></div></main></div>';

/** #root once previewFirstStep has shown the prerendered step: the whole frame. */
const PRERENDERED_STEP =
  '<div class="cf-page" data-boot-placeholder><main class="cf-page__main">' +
  '<div class="cf-page__banner"></div><div class="cf-card"><h1>Step 1</h1></div></main></div>';

/** The build's script: English built in, the other languages' texts fetched. */
const BUILD_CONFIG: BootWatchConfig = { ...CONFIG, texts: { en: texts.en } };

/** Opens `url` on `root` (index.html's placeholder) and starts the watch. */
function open(
  url: string,
  {
    htmlLang,
    root = PLACEHOLDER_PAGE,
    config = CONFIG,
  }: { htmlLang?: string; root?: string; config?: BootWatchConfig } = {},
) {
  window.history.replaceState(null, '', url);
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('lang');
  if (htmlLang) document.documentElement.setAttribute('lang', htmlLang);
  document.body.innerHTML = `<div id="root">${root}</div>`;
  stop = startBootWatch(config);
}

/** fetch answering the banner's texts file with `answer` (a response, a failure or no answer). */
function answerTexts(answer: 'never' | Error | Response) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() =>
      answer === 'never'
        ? new Promise<Response>(() => {})
        : answer instanceof Error
          ? Promise.reject(answer)
          : Promise.resolve(answer),
    );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What the page's main area shows: the banner alone, in the frame's banner slot. */
const mainArea = () =>
  [...document.querySelector('.cf-page__main')!.children].map((child) => ({
    className: child.className,
    content: [...child.children].map((inner) => inner.getAttribute('role')),
  }));

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

const message = () => document.querySelector('[role="alert"]');

describe('startBootWatch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("preloads a product page's first step in the page language, and nothing else", () => {
    open('/cancel/seo?lang=fr');
    expect(links()).toEqual([
      {
        rel: 'preload',
        href: '/cancel/first-step/seo/fr.html',
        as: 'fetch',
        crossOrigin: 'anonymous',
      },
    ]);
  });

  it('reads the page language as the app does: English on the plan page, regional tags, <html lang>', () => {
    open('/cancel/plan?lang=de');
    expect(links()[0]?.href).toBe('/cancel/first-step/plan/en.html');
    stop?.();
    open('/cancel/SEO/', { htmlLang: 'pt-BR' });
    expect(links()[0]?.href).toBe('/cancel/first-step/seo/pt.html');
  });

  it("reads the browser's languages only when the URL and <html lang> name none", () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sv-SE', 'en']);
    open('/cancel/seo?lang=ja');
    expect(languages).not.toHaveBeenCalled();
    stop?.();
    open('/cancel/seo');
    expect(languages).toHaveBeenCalled();
    expect(links()[0]?.href).toBe('/cancel/first-step/seo/sv.html');
  });

  it('leaves a preload the entry already started alone', () => {
    window.history.replaceState(null, '', '/cancel/seo?lang=de');
    document.head.innerHTML =
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/cancel/first-step/seo/de.html">';
    document.body.innerHTML = `<div id="root">${PLACEHOLDER_PAGE}</div>`;
    stop = startBootWatch(CONFIG);
    expect(links()).toHaveLength(1);
  });

  it("preloads the language's chunk on a page without a first step", () => {
    open('/cancel/?lang=de');
    expect(links()).toEqual([
      { rel: 'modulepreload', href: '/cancel/assets/locale-de-1.js', as: null, crossOrigin: '' },
    ]);
    stop?.();
    open('/cancel/?lang=ko'); // no chunk known (the dev server): nothing
    expect(links()).toEqual([]);
  });

  it('shows the translated banner when the app has not started in time, focused, with Try again', () => {
    open('/cancel/seo?lang=de');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    vi.advanceTimersByTime(BOOT_WAIT_MS - 1);
    expect(message()).toBeNull();
    vi.advanceTimersByTime(1);
    // Where the app shows its banner, in place of the skeleton card.
    expect(mainArea()).toEqual([{ className: 'cf-page__banner', content: ['alert'] }]);
    expect(message()?.textContent).toBe('de: write to help@example.com.de: again');
    expect(message()?.getAttribute('lang')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(document.activeElement).toBe(message());
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(message()?.querySelector('a')?.getAttribute('href')).toBe('mailto:help@example.com');
    expect(document.querySelector('[aria-busy]')).toBeNull();
    message()?.querySelector('button')?.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the banner in place of the prerendered step, and only once', () => {
    open('/cancel/seo?lang=fr', { root: PRERENDERED_STEP });
    window.dispatchEvent(new Event(BOOT_FAILED_EVENT));
    expect(mainArea()).toEqual([{ className: 'cf-page__banner', content: ['alert'] }]);
    expect(document.querySelector('h1')).toBeNull();
    const banner = message();
    expect(document.activeElement).toBe(banner);
    // A later failure or the time-out leaves the banner (and the customer's focus) alone.
    (document.activeElement as HTMLElement).blur();
    window.dispatchEvent(new Event(BOOT_FAILED_EVENT));
    vi.advanceTimersByTime(BOOT_WAIT_MS);
    expect(message()).toBe(banner);
    expect(document.activeElement).not.toBe(banner);
  });

  it("is the ui kit's ErrorBanner with a secondary Try again button, as the app shows it", () => {
    const banner = bootBanner(
      { message: 'Something went wrong. Write to {email}, please.', retry: 'Try again' },
      'help@example.com',
      'en',
    );
    banner.removeAttribute('lang'); // the app's page has <html lang> instead
    const app = document.createElement('div');
    app.innerHTML = renderToStaticMarkup(
      <ErrorBanner
        message="Something went wrong. Write to help@example.com, please."
        email="help@example.com"
        actions={<Button variant="secondary">Try again</Button>}
      />,
    );
    expect(banner.outerHTML).toBe(app.firstElementChild!.outerHTML);
  });

  it('shows nothing once the app has replaced the placeholder', () => {
    open('/cancel/seo?lang=de');
    document.getElementById('root')!.innerHTML = '<main>the app</main>';
    vi.advanceTimersByTime(BOOT_WAIT_MS);
    window.dispatchEvent(new Event(BOOT_FAILED_EVENT));
    expect(message()).toBeNull();
  });

  it("shows the message at once when the app's code or texts failed", () => {
    open('/cancel/seo?lang=es');
    window.dispatchEvent(new Event(BOOT_FAILED_EVENT));
    expect(message()?.textContent).toContain('es: write to help@example.com.');
    expect(message()?.querySelector('button')?.textContent).toBe('es: again');
  });

  it('shows the message at once when a module script fails to download, not for other errors', () => {
    open('/cancel/?lang=it');
    const image = document.createElement('img');
    document.body.append(image);
    image.dispatchEvent(new Event('error'));
    expect(message()).toBeNull();
    const entry = document.createElement('script');
    entry.type = 'module';
    document.head.append(entry);
    entry.dispatchEvent(new Event('error'));
    expect(message()?.getAttribute('lang')).toBe('it');
  });

  it("fetches the banner's texts in the page language when the script carries English only", async () => {
    const fetched = answerTexts(json({ message: 'de: schreib an {email}.', retry: 'de: nochmal' }));
    open('/cancel/seo?lang=de', { config: BUILD_CONFIG });
    expect(fetched).not.toHaveBeenCalled(); // nothing before the banner is needed
    window.dispatchEvent(new Event(BOOT_FAILED_EVENT));
    await vi.waitFor(() => expect(message()).not.toBeNull());
    expect(fetched).toHaveBeenCalledWith('/cancel/boot-texts/de.json');
    expect(message()?.textContent).toBe('de: schreib an help@example.com.de: nochmal');
    expect(message()?.getAttribute('lang')).toBe('de');
    expect(document.activeElement).toBe(message());
  });

  it('shows the English banner at once on an English page, without fetching', () => {
    const fetched = answerTexts('never');
    open('/cancel/seo?lang=en', { config: BUILD_CONFIG });
    window.dispatchEvent(new Event(BOOT_FAILED_EVENT));
    expect(message()?.textContent).toBe('en: write to help@example.com.en: again');
    expect(fetched).not.toHaveBeenCalled();
  });

  it.each([
    ['answers with an error', () => answerTexts(json({}, 404))],
    ['fails', () => answerTexts(new TypeError('Failed to fetch'))],
    ['is not the texts', () => answerTexts(json({ message: 'only half' }))],
  ])("shows the banner in English when the language's texts file %s", async (_case, answer) => {
    answer();
    open('/cancel/?lang=ja', { config: BUILD_CONFIG });
    window.dispatchEvent(new Event(BOOT_FAILED_EVENT));
    await vi.waitFor(() => expect(message()).not.toBeNull());
    expect(message()?.textContent).toBe('en: write to help@example.com.en: again');
    // The banner says which language it is in; the page keeps its own.
    expect(message()?.getAttribute('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('ja');
  });

  it("shows the banner in English when the language's texts have not come in time", async () => {
    answerTexts('never');
    open('/cancel/seo?lang=pl', { config: BUILD_CONFIG });
    window.dispatchEvent(new Event(BOOT_FAILED_EVENT));
    await vi.advanceTimersByTimeAsync(BOOT_TEXTS_WAIT_MS - 1);
    expect(message()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(message()?.getAttribute('lang')).toBe('en');
  });

  it('shows nothing when the app replaces the placeholder while the texts download', async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    open('/cancel/seo?lang=fr', { config: BUILD_CONFIG });
    vi.advanceTimersByTime(BOOT_WAIT_MS);
    document.getElementById('root')!.innerHTML = '<main>the app</main>';
    answer(json({ message: 'fr: {email}', retry: 'fr: encore' }));
    await vi.advanceTimersByTimeAsync(BOOT_TEXTS_WAIT_MS);
    expect(message()).toBeNull();
  });

  it('stops watching when stopped', () => {
    open('/cancel/seo?lang=de');
    stop?.();
    window.dispatchEvent(new Event(BOOT_FAILED_EVENT));
    vi.advanceTimersByTime(BOOT_WAIT_MS);
    expect(message()).toBeNull();
  });

  it('asks for boot-report.js once the banner shows, when the build reports errors', () => {
    const reportScripts = () =>
      [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
    open('/cancel/seo?lang=fr', { config: { ...CONFIG, reportScript: '/cancel/boot-report.js' } });
    // Nothing before: no visit downloads it before step 1.
    expect(reportScripts()).toEqual([]);
    window.dispatchEvent(new Event(BOOT_FAILED_EVENT));
    expect(message()).not.toBeNull();
    expect(reportScripts()).toEqual(['/cancel/boot-report.js']);
    stop?.();
    // A build without a DSN has no boot-report.js.
    open('/cancel/seo?lang=fr');
    window.dispatchEvent(new Event(BOOT_FAILED_EVENT));
    expect(message()).not.toBeNull();
    expect(reportScripts()).toEqual([]);
  });
});
