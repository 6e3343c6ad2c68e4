import { expect, test } from '@playwright/test';
import { heading, locale, open, text } from './support';

// The first step the build prerendered (src/firstStep/): shown as soon as the customer is known,
// before the app's code has run, then replaced by the app's own. What the customer can do on it
// before the app runs is in e2e-faults/first-step.spec.ts, where the app's chunk can be held back.

/** When the browser's LCP report of the prerendered step came, and when the app replaced the step. */
interface LcpTimes {
  reported: number;
  replaced: number;
  /** Whether the last candidate reported was the prerendered step's. */
  lastFromPreview: boolean;
}

test("the page's first step is requested before the entry runs, once, and the texts after it", async ({
  page,
}) => {
  const firstSteps: string[] = [];
  const locales: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/first-step/')) firstSteps.push(pathname);
    if (/\/assets\/locale-\w+-[^/]+\.js$/.test(pathname)) locales.push(pathname);
  });
  let releaseEntry = () => {};
  const entryReleased = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await entryReleased;
    await route.continue();
  });
  // Not waiting for the load event: the page's scripts include the entry, held back here.
  await page.goto('/cancel/seo?mock=paid&lang=fr', { waitUntil: 'commit' });
  // boot-watch.js asks for the page's file (both question sets) in the page's language while the
  // entry is still on its way, and for nothing else: the texts wait for the first step…
  await expect.poll(() => firstSteps).toEqual(['/cancel/first-step/seo/fr.html']);
  expect(locales).toEqual([]);
  releaseEntry();
  // …and the entry's preview takes that answer instead of asking again; the app gets its texts
  // (English follows once step 1 is live: the submission records the product's English name).
  await expect(heading(page)).toHaveText(text('steps.reason.title', {}, locale('fr')));
  await expect.poll(() => locales[0]).toMatch(/\/locale-fr-/);
  expect(firstSteps).toHaveLength(1);
});

test("the app replaces the prerendered step only once the browser has reported the step's paint", async ({
  page,
}) => {
  // The browser's largest-contentful-paint report of the step reaches the page 150 ms late here,
  // so that the order is visible: had the app replaced the step before the report, the app's copy
  // would be the page's LCP, later than the customer saw the step (src/firstStep/previewPaintReported.ts).
  await page.addInitScript(() => {
    const times: LcpTimes = { reported: Number.NaN, replaced: Number.NaN, lastFromPreview: false };
    (window as unknown as { lcpTimes: LcpTimes }).lcpTimes = times;
    const Native = window.PerformanceObserver;
    window.PerformanceObserver = class extends Native {
      constructor(callback: PerformanceObserverCallback) {
        super((list, observer) =>
          setTimeout(() => {
            for (const entry of list.getEntries() as LargestContentfulPaint[]) {
              times.lastFromPreview =
                entry.element?.closest('#root > [data-boot-placeholder]') != null;
              if (times.lastFromPreview && Number.isNaN(times.reported))
                times.reported = performance.now();
            }
            callback(list, observer);
          }, 150),
        );
      }
    };
    let previewSeen = false;
    const watcher = new MutationObserver(() => {
      const shown = document.querySelector('#root > [data-boot-placeholder]') !== null;
      if (shown) previewSeen = true;
      else if (previewSeen && Number.isNaN(times.replaced)) times.replaced = performance.now();
    });
    watcher.observe(document, { childList: true, subtree: true });
  });
  await open(page, '/seo');
  const timesOf = () => page.evaluate(() => (window as unknown as { lcpTimes: LcpTimes }).lcpTimes);
  // The step was shown, then replaced by the app's live one.
  await expect.poll(async () => (await timesOf()).replaced).not.toBeNaN();
  await expect(
    page.getByRole('radio', { name: text('survey.reason.answers.too_expensive'), exact: true }),
  ).toBeEnabled();
  const times = await timesOf();
  expect(times.reported).toBeLessThan(times.replaced);
  // No later candidate: the app's copy of the step did not count as a larger paint.
  expect(times.lastFromPreview).toBe(true);
});
