// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASK_AGAIN_TIMEOUT_MS, bootFailures, reportBootFailures } from './bootReport';
import type { ResponseStatusOf } from './resourceTiming';

const ENTRY = 'http://localhost:3000/cancel/assets/index-abc.js';
const DE_TEXTS = 'http://localhost:3000/cancel/boot-texts/de.json';

/**
 * The page as boot-watch.js leaves it: index.html's entry, and (`bannerLanguage`) its banner in
 * that language, on a page in `pageLanguage`.
 */
function page({
  bannerLanguage,
  pageLanguage = 'de',
}: { bannerLanguage?: string; pageLanguage?: string } = {}) {
  document.head.innerHTML = `<script type="module" src="${ENTRY}"></script>`;
  document.documentElement.lang = pageLanguage;
  document.body.innerHTML = bannerLanguage
    ? `<div class="cf-error-banner" role="alert" lang="${bannerLanguage}"></div>`
    : '<div data-boot-placeholder></div>';
}

/** What resource timing says of each URL; none for those not listed. */
const statuses =
  (known: Record<string, number>): ResponseStatusOf =>
  (url) =>
    known[url];

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('bootFailures', () => {
  it("reports nothing while boot-watch.js's banner does not show", async () => {
    page();
    expect(await bootFailures(document, '/cancel/', statuses({}))).toEqual([]);
    // The app's own banner (the app ran, and reports itself).
    document.body.innerHTML = '<div class="cf-error-banner" role="alert"></div>';
    expect(await bootFailures(document, '/cancel/', statuses({}))).toEqual([]);
  });

  it('reports the main bundle that answered an error or nothing: no code of the app ran', async () => {
    page({ bannerLanguage: 'de' });
    const texts = { [DE_TEXTS]: 200 };
    expect(await bootFailures(document, '/cancel/', statuses({ ...texts, [ENTRY]: 404 }))).toEqual([
      { name: 'Page was not loaded', detail: `The main bundle ${ENTRY} answered 404` },
    ]);
    expect(await bootFailures(document, '/cancel/', statuses(texts))).toEqual([
      { name: 'Page was not loaded', detail: `The main bundle ${ENTRY} got no answer` },
    ]);
  });

  it('leaves what failed after a main bundle that arrived to the app, which reports it', async () => {
    page({ bannerLanguage: 'de' });
    const arrived = statuses({ [ENTRY]: 200, [DE_TEXTS]: 200 });
    const askAgain = vi.fn(async () => 200);
    expect(await bootFailures(document, '/cancel/', arrived, askAgain)).toEqual([]);
    expect(askAgain).not.toHaveBeenCalled();
    // A browser that does not tell the status: the bundle, asked for again, arrives.
    const noStatus = statuses({ [ENTRY]: 0, [DE_TEXTS]: 0 });
    expect(await bootFailures(document, '/cancel/', noStatus, askAgain)).toEqual([]);
    expect(askAgain).toHaveBeenCalledWith(ENTRY);
  });

  it('asks for the main bundle again where the browser does not tell its status (Safari)', async () => {
    page({ bannerLanguage: 'de' });
    const noStatus = statuses({ [ENTRY]: 0, [DE_TEXTS]: 0 });
    expect(await bootFailures(document, '/cancel/', noStatus, async () => 404)).toEqual([
      {
        name: 'Page was not loaded',
        detail: `The main bundle ${ENTRY} gave no status, and answered 404 when asked again`,
      },
    ]);
    expect(await bootFailures(document, '/cancel/', noStatus, async () => undefined)).toEqual([
      {
        name: 'Page was not loaded',
        detail: `The main bundle ${ENTRY} gave no status, and asking again failed`,
      },
    ]);
  });

  it("reports the banner's texts when the banner fell back to English", async () => {
    page({ bannerLanguage: 'en' });
    const failures = (texts?: number) =>
      bootFailures(
        document,
        '/cancel/',
        statuses(texts === undefined ? { [ENTRY]: 200 } : { [ENTRY]: 200, [DE_TEXTS]: texts }),
      );
    const locale = (outcome: string) => [
      { name: 'Locale was not loaded', detail: `The banner's texts ${DE_TEXTS} ${outcome}` },
    ];
    expect(await failures(500)).toEqual(locale('answered 500'));
    expect(await failures()).toEqual(locale('got no answer'));
    expect(await failures(200)).toEqual(locale('came too late or were not texts'));
    // The browser does not say: the fallback itself says that the texts failed.
    expect(await failures(0)).toEqual(locale('failed'));
    // An English page fetches no texts.
    page({ bannerLanguage: 'en', pageLanguage: 'en' });
    expect(await failures()).toEqual([]);
  });

  it('reports both when both failed', async () => {
    page({ bannerLanguage: 'en' });
    const names = (await bootFailures(document, '/cancel/', statuses({ [ENTRY]: 404 }))).map(
      (failure) => failure.name,
    );
    expect(names).toEqual(['Page was not loaded', 'Locale was not loaded']);
  });
});

describe('reportBootFailures', () => {
  it("reports each failure under its name through the app's reporter, once timing has settled", async () => {
    page({ bannerLanguage: 'de' });
    const report = vi.fn();
    // The entry's answer reaches resource timing only while the report waits.
    const known: Record<string, number> = { [DE_TEXTS]: 200 };
    const settled = reportBootFailures('/cancel/', { report }, statuses(known), async () => {
      known[ENTRY] = 404;
    });
    expect(report).not.toHaveBeenCalled();
    await settled;
    expect(report).toHaveBeenCalledTimes(1);
    const [name, error] = report.mock.calls[0] as [string, Error];
    expect(name).toBe('Page was not loaded');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(`The main bundle ${ENTRY} answered 404`);
  });

  it('reports the main bundle asked for again that never answers, after its time-out', async () => {
    vi.useFakeTimers();
    try {
      page({ bannerLanguage: 'de' });
      const fetch = vi.fn(() => new Promise<Response>(() => {}));
      vi.stubGlobal('fetch', fetch);
      const report = vi.fn();
      const noStatus = statuses({ [ENTRY]: 0, [DE_TEXTS]: 0 });
      const settled = reportBootFailures('/cancel/', { report }, noStatus, async () => {});
      await vi.advanceTimersByTimeAsync(ASK_AGAIN_TIMEOUT_MS - 1);
      expect(fetch).toHaveBeenCalledWith(ENTRY, { cache: 'no-cache' });
      expect(report).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await settled;
      expect(report).toHaveBeenCalledTimes(1);
      const [name, error] = report.mock.calls[0] as [string, Error];
      expect(name).toBe('Page was not loaded');
      expect(error.message).toBe(
        `The main bundle ${ENTRY} gave no status, and asking again failed`,
      );
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
