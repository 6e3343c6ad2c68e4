import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { answer, expectAccessible, finish, heading, holdTimers, text } from '../e2e/support';
import {
  BANNER_EN,
  consoleProblems,
  cspViolations,
  expectReported,
  faultLog,
  injectFaults,
  passHangWait,
  resetFaults,
  sinceLoad,
} from './support';

// Item 11 and the strict Content-Security-Policy the fault server sends with every page.

/** index.html's entry, the main bundle, by its hashed name (a fault rule's path). */
const MAIN_BUNDLE = '/cancel/assets/index-[^/]*\\.js$';

test.beforeEach(async ({ request }) => resetFaults(request));

test('the production build works under a strict CSP, with no inline script', async ({ page }) => {
  const violations = cspViolations(page);
  await page.goto('/cancel/seo');
  await expect(page.getByRole('heading', { name: "We're sorry to see you go" })).toBeVisible();
  expect(await page.locator('script:not([src])').count()).toBe(0);
  expect(violations).toEqual([]);
});

test('the production build logs no warning or error from the toolkit choice to the sent survey', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await page.goto('/cancel/');
  await expect(heading(page)).toHaveText(text('toolkitChoice.title'));
  await sinceLoad(page, 3_500);
  await page.goto('/cancel/seo');
  await answer(page, text('survey.reason.answers.project_finished'));
  await finish(page);
  await expect(heading(page)).toHaveText(text('checkEmail.title'));
  await sinceLoad(page, 3_500);
  expect(problems).toEqual([]);
});

test("error reporting's SDK downloads only once the app has rendered, then for the traces, and small", async ({
  page,
}) => {
  // This build reports to the fault server (a DSN is set), as production does.
  const events: string[] = [];
  let sdkGzipBytes = 0;
  page.on('request', (request) => events.push(new URL(request.url()).pathname));
  page.on('requestfinished', (request) => events.push(`done ${new URL(request.url()).pathname}`));
  page.on('response', async (response) => {
    if (/\/assets\/sentrySdk-[^/]*\.js$/.test(response.url()))
      sdkGzipBytes = gzipSync(await response.body(), { level: 9 }).length;
  });
  await page.goto('/cancel/seo');
  await expect(page.getByRole('heading', { name: "We're sorry to see you go" })).toBeVisible();
  const requested = (chunk: string) =>
    events.findIndex((event) => event.startsWith(`/cancel/assets/${chunk}-`));
  const loaded = (chunk: string) =>
    events.findIndex((event) => event.startsWith(`done /cancel/assets/${chunk}-`));
  await expect.poll(() => loaded('sentrySdk')).toBeGreaterThan(-1);
  expect(loaded('app')).toBeGreaterThan(-1);
  for (const sdk of ['sentrySdk', 'startSentry']) {
    expect(requested(sdk)).toBeGreaterThan(loaded('app'));
    expect(requested(sdk)).toBeGreaterThan(loaded('locale-en'));
  }
  // Only the SDK's members the reporter calls (src/errors/sentrySdk.ts): 52 KB gzip; the whole
  // package, which a dynamic import of it keeps, is 138 KB.
  await expect.poll(() => sdkGzipBytes).toBeGreaterThan(0);
  expect(sdkGzipBytes).toBeLessThan(60 * 1024);
});

for (const fault of ['status', 'hang'] as const) {
  test(`main bundle ${fault === 'status' ? 'answering 404: the translated banner with Try again, at once' : 'never answering: the translated banner with Try again, within 20 s'}`, async ({
    page,
    request,
  }) => {
    const violations = cspViolations(page);
    await injectFaults(request, [{ path: MAIN_BUNDLE, fault, status: 404 }]);
    await page.goto('/cancel/seo?lang=de', { waitUntil: 'commit' });

    const message = page.getByRole('alert');
    const shown = (timeout = 5_000) =>
      expect(message).toContainText('Etwas ist schiefgelaufen', { timeout });
    // A failed download is seen at once; a hung one after boot-watch.js's 20 seconds, waited for
    // in real time: Playwright's clock would also fake the resource timing that boot-report.js
    // reads to tell a hang.
    if (fault === 'status') await shown();
    else await shown(30_000);
    const reload = message.getByRole('button', { name: 'Erneut versuchen' });
    await expect(reload).toBeVisible();
    // The app's banner (the ui kit's ErrorBanner): the support address a mail link, the focus on it.
    await expect(message.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    await expect(message).toBeFocused();
    await expect(message).toHaveClass('cf-error-banner');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expectAccessible(page);
    // No code of the app ran: boot-watch.js's boot-report.js reports it, with what went wrong.
    const reported = await expectReported(request, 'Page was not loaded');
    expect(reported).toContain(fault === 'status' ? 'answered 404' : 'got no answer');
    expect((await faultLog(request)).envelopes.join()).not.toContain('Locale was not loaded');
    expect(violations).toEqual([]);

    // "Try again" recovers once the bundle answers again.
    await resetFaults(request);
    await reload.click();
    await expect(
      page.getByRole('heading', { name: 'Schade, dass Sie uns verlassen' }),
    ).toBeVisible();
  });
}

test('main bundle answering 404 in a browser that gives no status (Safari): the banner, and the report asks again', async ({
  page,
  request,
}) => {
  // Safari's resource timing has no responseStatus: boot-report.js cannot read the 404 there.
  await page.addInitScript(() => {
    delete (PerformanceResourceTiming.prototype as { responseStatus?: number }).responseStatus;
  });
  // Without the status, boot-watch.js sees the failure only by the entry's error event; if that
  // came before it ran, its message shows after its 20-second wait. In English: the clock's jumps
  // would outrun the fetch of another language's banner texts (English after 3 s).
  await page.clock.install();
  await injectFaults(request, [{ path: MAIN_BUNDLE, fault: 'status', status: 404 }]);
  await page.goto('/cancel/seo?lang=en', { waitUntil: 'commit' });
  const message = page.getByRole('alert');
  await passHangWait(page, (timeout) => expect(message).toContainText(BANNER_EN, { timeout }));
  await expect(message.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(await expectReported(request, 'Page was not loaded')).toContain(
    'gave no status, and answered 404 when asked again',
  );
});

test("the banner's own texts failing too: the banner in English, with Try again", async ({
  page,
  request,
}) => {
  // boot-watch.js carries English; another language's banner texts are a file it fetches.
  await injectFaults(request, [
    { path: MAIN_BUNDLE, fault: 'status', status: 404 },
    { path: '/cancel/boot-texts/de\\.json$', fault: 'status', status: 500 },
  ]);
  await page.goto('/cancel/seo?lang=de', { waitUntil: 'commit' });
  const message = page.getByRole('alert');
  await expect(message).toContainText(BANNER_EN);
  await expect(message).toHaveAttribute('lang', 'en');
  await expect(message).toBeFocused();
  await expect(message.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectAccessible(page);
  expect(await expectReported(request, 'Locale was not loaded')).toContain(
    '/cancel/boot-texts/de.json answered 500',
  );
  await expectReported(request, 'Page was not loaded');
});

test('a report of a page whose app never ran carries no confirm key', async ({ page, request }) => {
  await injectFaults(request, [{ path: MAIN_BUNDLE, fault: 'status', status: 404 }]);
  // The app, which takes the key out of the address bar, is what did not load.
  await page.goto('/cancel/seo/confirm-unsubscribe?key=fault-SECRET-KEY');
  await expect(page.getByRole('alert')).toContainText(BANNER_EN);
  await expectReported(request, 'Page was not loaded');
  const all = (await faultLog(request)).envelopes.join('\n');
  expect(all).not.toContain('SECRET-KEY');
  expect(all).not.toContain('"infer_ip":"auto"');
});

test('a page bundle that fails ends in the global error, is reported, and "Try again" recovers', async ({
  page,
  request,
}) => {
  // Product pages are in the entry; the toolkit choice page is loaded on demand.
  await injectFaults(request, [
    { path: '/cancel/assets/ToolkitChoicePage-[^/]*\\.js$', fault: 'status', status: 404 },
  ]);
  await page.goto('/cancel/');
  await expect(page.getByRole('alert')).toContainText(/Something went wrong/);
  await expectReported(request, 'Page was not loaded');

  // The bundle is back: "Try again" loads the page again, which shows it.
  await injectFaults(request, []);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: text('buttons.tryAgain') }).click();
  await reloaded;
  await expect(heading(page)).toHaveText(text('toolkitChoice.title'));
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('on a fast device where the entry runs before boot-watch.js, the first step is asked for once', async ({
  page,
}) => {
  const firstSteps: string[] = [];
  let releaseBootWatch = () => {};
  const bootWatchReleased = new Promise<void>((resolve) => (releaseBootWatch = resolve));
  await page.route(/\/boot-watch\.js$/, async (route) => {
    await bootWatchReleased;
    await route.continue();
  });
  // The entry's preview asks for the file itself; its answer is held until boot-watch.js, let go
  // only then, has run (the load event waits for it), so that the two meet while it is on its way.
  await page.route(/\/first-step\//, async (route) => {
    firstSteps.push(new URL(route.request().url()).pathname);
    if (firstSteps.length === 1) {
      releaseBootWatch();
      await page.waitForLoadState('load');
    }
    await route.continue();
  });
  await page.goto('/cancel/seo?lang=de', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Schade, dass Sie uns verlassen' })).toBeVisible();
  // boot-watch.js found the entry's request instead of making a second one (which the browser
  // would also warn about as an unused preload).
  expect(firstSteps).toEqual(['/cancel/first-step/seo/de.html']);
});

// The first step prerendered by the build (src/firstStep/) is only a head start: without it the app
// shows step 1 itself; with it but without the app, boot-watch.js's message replaces it.
for (const fault of ['status', 'hang'] as const) {
  test(`the first step's file ${fault === 'status' ? 'answering 404' : 'never answering'}: the app shows step 1 itself`, async ({
    page,
    request,
  }) => {
    await injectFaults(request, [{ path: '/cancel/first-step/', fault, status: 404 }]);
    await page.goto('/cancel/seo?lang=de');
    const tooExpensive = page.getByRole('radio', { name: 'Es ist zu teuer', exact: true });
    await tooExpensive.check();
    await expect(tooExpensive).toBeChecked();
    // The app's own step 1: no prerendered one was shown.
    await expect(page.locator('#root > [data-boot-placeholder]')).toHaveCount(0);
  });

  test(`the app's bundle ${fault === 'status' ? 'answering 404 after the first step shows: the translated message at once, reported' : 'never answering after the first step shows: the translated message within 20 s'}, usable`, async ({
    page,
    request,
  }) => {
    await holdTimers(page);
    await injectFaults(request, [{ path: '/cancel/assets/app-[^/]*\\.js$', fault, status: 404 }]);
    const reportScript =
      fault === 'status' ? page.waitForResponse(/\/cancel\/boot-report\.js$/) : undefined;
    await page.goto('/cancel/seo?lang=de', { waitUntil: 'commit' });
    await expect(page.locator('#root > [data-boot-placeholder]')).toContainText(
      'Schade, dass Sie uns verlassen',
    );
    // Shown: from the next frame on, the entry imports the app's chunk.
    await page.clock.resume();

    const message = page.getByRole('alert');
    const shown = (timeout = 5_000) =>
      expect(message).toContainText('Etwas ist schiefgelaufen', { timeout });
    if (fault === 'status') await shown();
    else await passHangWait(page, shown);
    if (fault === 'status') {
      // Reported by the entry, which ran: boot-report.js, loaded with the banner, adds nothing.
      await expectReported(request, 'Page was not loaded');
      await reportScript;
      await page.waitForTimeout(1_000);
      expect((await faultLog(request)).envelopes.join()).not.toContain('The main bundle');
    }
    const reload = message.getByRole('button', { name: 'Erneut versuchen' });
    await resetFaults(request);
    await reload.click();
    await expect(page.getByRole('radio', { name: 'Es ist zu teuer', exact: true })).toBeEnabled();
    await expect(page.locator('#root > [data-boot-placeholder]')).toHaveCount(0);
  });
}
