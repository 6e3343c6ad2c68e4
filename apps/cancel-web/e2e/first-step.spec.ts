import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, heading, locale, open, text } from './support';

// The first step the build prerendered (src/firstStep/): shown as soon as the customer is known,
// before the app's code has run, then replaced by the app's own, live, in the same order.

const APP_CHUNK = /\/assets\/app-[^/]+\.js$/;

/** Holds back the app's code until `release()`: the page shows what it shows without it. */
async function holdApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const shownAnswers = (page: Page) =>
  page
    .locator('#root input[type="radio"]')
    .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));

const preview = (page: Page) => page.locator('#root > [inert]');

/** When the browser's LCP report of the prerendered step came, and when the app replaced the step. */
interface LcpTimes {
  reported: number;
  replaced: number;
  /** Whether the last candidate reported was the prerendered step's. */
  lastFromPreview: boolean;
}

test('step 1 shows before the app runs, and the app takes it over as it is', async ({ page }) => {
  const texts = locale('de');
  const release = await holdApp(page);
  await open(page, '/seo', 'paid', 'de');

  await expect(
    preview(page).getByText(text('steps.reason.title', {}, texts), { exact: true }),
  ).toBeVisible();
  await expect(preview(page)).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectAccessible(page);
  const order = await shownAnswers(page);
  // Seen but not usable yet: a click chooses nothing.
  await preview(page)
    .getByText(text('survey.reason.answers.too_expensive', {}, texts), { exact: true })
    .click({ force: true });
  await expect(page.locator('#root input:checked')).toHaveCount(0);

  release();
  await expect(preview(page)).toHaveCount(0);
  await expect(heading(page)).toHaveText(text('steps.reason.title', {}, texts));
  // The same answers in the same (shuffled) order: nothing moves when the app takes over.
  expect(await shownAnswers(page)).toEqual(order);
  const tooExpensive = page.getByRole('radio', {
    name: text('survey.reason.answers.too_expensive', {}, texts),
    exact: true,
  });
  await tooExpensive.check();
  await expect(tooExpensive).toBeChecked();
  await expectAccessible(page);
});

test("a trial customer's step 1 shows the trial question set before the app runs", async ({
  page,
}) => {
  const release = await holdApp(page);
  await open(page, '/all', 'trial');
  await expect(preview(page).getByText(text('buttons.stayTrial'), { exact: true })).toBeVisible();
  release();
  await expect(preview(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: text('buttons.stayTrial') })).toBeVisible();
});

test('a reload with an answer already chosen waits for the app, which restores it', async ({
  page,
}) => {
  await open(page, '/seo');
  const tooExpensive = page.getByRole('radio', {
    name: text('survey.reason.answers.too_expensive'),
    exact: true,
  });
  await tooExpensive.check();

  const release = await holdApp(page);
  await page.reload();
  // The placeholder stays: the prerendered step has nothing chosen.
  await expect(page.locator('#root [data-boot-placeholder] .cf-skeleton')).toBeVisible();
  await expect(preview(page)).toHaveCount(0);
  release();
  await expect(tooExpensive).toBeChecked();
});

test('pages other than a product page show no prerendered step', async ({ page }) => {
  const release = await holdApp(page);
  const firstSteps: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/first-step/')) firstSteps.push(request.url());
  });
  await open(page, '/no-subscription');
  await expect(page.locator('#root [data-boot-placeholder] .cf-skeleton')).toBeVisible();
  release();
  await expect(heading(page)).toHaveText(text('noSubscription.title'));
  expect(firstSteps).toEqual([]);
});

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
              times.lastFromPreview = entry.element?.closest('[inert]') != null;
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
      const shown = document.querySelector('#root > [inert]') !== null;
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
