import { expect, test, type Page } from '@playwright/test';
import { heading, locale, text } from '../e2e/support';
import { expectReported, faultLog, injectFaults, passHangWait, resetFaults } from './support';

// Items 1 and 3: what sending needs (the English texts of a German customer's submission, the
// check-your-email screen and its texts) arrives while the survey is answered; the click downloads
// nothing.

test.beforeEach(async ({ request }) => resetFaults(request));

const de = locale('de');
const BANNER_DE = /Etwas ist schiefgelaufen/;
const cancelButton = (page: Page, texts = de) =>
  page.getByRole('button', { name: text('buttons.cancelSubscription', {}, texts) });

/** Step 1 → step 4 (this answer skips the competitor question). */
async function toFinalStep(page: Page, texts = de) {
  await page
    .getByRole('radio', { name: text('survey.reason.answers.project_finished', {}, texts) })
    .check();
  await page.getByRole('button', { name: text('buttons.continue', {}, texts) }).click();
  await expect(heading(page)).toHaveText(text('steps.final.title', {}, texts));
}

async function agreeAndCancel(page: Page, texts = de) {
  await page.getByRole('checkbox', { name: text('finalStep.agreement', {}, texts) }).check();
  await cancelButton(page, texts).click();
}

const sends = async (request: Parameters<typeof faultLog>[0]) =>
  (await faultLog(request)).api.filter((entry) => entry.url.includes('send-confirmation'));

test('English texts slow for a German customer: step 4 waits for them, the click sends at once', async ({
  page,
  request,
}) => {
  await injectFaults(request, [{ path: '/assets/locale-en-', fault: 'slow', delayMs: 5000 }]);
  const english: number[] = [];
  page.on('requestfinished', (done) => {
    if (/\/assets\/locale-en-/.test(done.url())) english.push(Date.now());
  });
  await page.goto('/cancel/seo?lang=de');
  await toFinalStep(page);

  await expect(cancelButton(page)).toBeVisible({ timeout: 15_000 });
  expect(english).toHaveLength(1);
  const sent = page.waitForRequest(/send-confirmation-email/, { timeout: 2000 });
  await agreeAndCancel(page);
  await sent;
  await expect(heading(page)).toHaveText(text('checkEmail.title', {}, de));
});

for (const fault of ['status', 'hang'] as const) {
  test(`English texts ${fault === 'status' ? 'answering 404' : 'never answering'} for a German customer: the error before Cancel subscription can be pressed, reported`, async ({
    page,
    request,
  }) => {
    if (fault === 'hang') await page.clock.install();
    await injectFaults(request, [{ path: '/assets/locale-en-', fault, status: 404 }]);
    await page.goto('/cancel/seo?lang=de');
    await toFinalStep(page);

    // Never a busy button waiting for the texts: no button until they are here (a hung download
    // ends after the texts' 20-second time-out).
    const shown = (timeout = 5_000) =>
      expect(page.getByRole('alert')).toContainText(BANNER_DE, { timeout });
    if (fault === 'status') await shown();
    else await passHangWait(page, shown);
    await expect(cancelButton(page)).toHaveCount(0);
    await expectReported(request, 'Locale was not loaded');
    expect(await sends(request)).toEqual([]);

    if (fault === 'status') {
      // "Try again" loads the page again, back on step 4, which downloads the texts again; then
      // the survey is sent as usual.
      await injectFaults(request, []);
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: text('buttons.tryAgain', {}, de) }).click();
      await reloaded;
      await expect(heading(page)).toHaveText(text('steps.final.title', {}, de));
      await expect(page.getByRole('alert')).toHaveCount(0);
      await agreeAndCancel(page);
      await expect(heading(page)).toHaveText(text('checkEmail.title', {}, de));
    }
  });
}

for (const fault of ['status', 'hang'] as const) {
  test(`the German texts of the screens after the questions ${fault === 'status' ? 'answering 404' : 'never answering'}: the error before Cancel subscription can be pressed, reported`, async ({
    page,
    request,
  }) => {
    if (fault === 'hang') await page.clock.install();
    await injectFaults(request, [{ path: '/assets/outcome-de-', fault, status: 404 }]);
    await page.goto('/cancel/seo?lang=de');
    await toFinalStep(page);

    // A hung download ends after the texts' 20-second time-out.
    const shown = (timeout = 5_000) =>
      expect(page.getByRole('alert')).toContainText(BANNER_DE, { timeout });
    if (fault === 'status') await shown();
    else await passHangWait(page, shown);
    await expect(cancelButton(page)).toHaveCount(0);
    await expectReported(request, 'Locale was not loaded');
    expect(await sends(request)).toEqual([]);
  });
}

test('check-your-email loaded again while its texts answer 404: the error, reported, never raw keys; Try again shows it', async ({
  page,
  request,
}) => {
  await page.goto('/cancel/seo?lang=de');
  await toFinalStep(page);
  await agreeAndCancel(page);
  await expect(heading(page)).toHaveText(text('checkEmail.title', {}, de));

  await injectFaults(request, [{ path: '/assets/outcome-de-', fault: 'status', status: 404 }]);
  // As after a deploy: the texts' file is not in the browser's cache either.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.reload();
  await expect(page.getByRole('alert')).toContainText(BANNER_DE);
  await expect(page.getByText('checkEmail.title')).toHaveCount(0);
  await expectReported(request, 'Locale was not loaded');

  await injectFaults(request, []);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: text('buttons.tryAgain', {}, de) }).click();
  await reloaded;
  await expect(heading(page)).toHaveText(text('checkEmail.title', {}, de));
  expect(await sends(request)).toHaveLength(1);
});

test('the check-your-email bundle failing after step 1 loaded: the send still ends on it', async ({
  page,
  request,
}) => {
  const preloaded = page.waitForResponse(/\/assets\/CheckEmailScreen-[^/]+\.js$/);
  await page.goto('/cancel/seo');
  await expect(heading(page)).toHaveText(text('steps.reason.title'));
  await preloaded;
  // A deploy mid-flow: the bundle is gone from the server.
  await injectFaults(request, [
    { path: '/assets/CheckEmailScreen-[^/]+\\.js$', fault: 'status', status: 404 },
  ]);
  const en = locale('en');
  await toFinalStep(page, en);
  await agreeAndCancel(page, en);
  await expect(heading(page)).toHaveText(text('checkEmail.title'));
  await expect(page.getByRole('alert')).toHaveCount(0);
});

for (const [what, bundle] of [
  ['the check-your-email bundle', 'CheckEmailScreen'],
  ['the submission bundle', 'submitSurvey'],
  ["step 4's form bundle", 'FinalStep'],
]) {
  test(`${what} failing before the send: the error shows before Cancel subscription can be pressed`, async ({
    page,
    request,
  }) => {
    await injectFaults(request, [
      { path: `/assets/${bundle}-[^/]+\\.js$`, fault: 'status', status: 404 },
    ]);
    await page.goto('/cancel/seo');
    await expect(page.getByRole('alert')).toContainText(/Something went wrong/);
    await expectReported(request, 'Page was not loaded');
    const en = locale('en');
    await toFinalStep(page, en);
    await expect(cancelButton(page, en)).toHaveCount(0);
    expect(await sends(request)).toEqual([]);

    await injectFaults(request, []);
    // "Try again" loads the page again, which comes back to step 4.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: text('buttons.tryAgain') }).click();
    await reloaded;
    await expect(heading(page)).toHaveText(text('steps.final.title'));
    await agreeAndCancel(page, en);
    await expect(heading(page)).toHaveText(text('checkEmail.title'));
  });
}
