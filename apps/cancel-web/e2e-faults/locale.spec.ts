import { expect, test } from '@playwright/test';
import { heading, locale, text } from '../e2e/support';
import { BANNER_EN, expectReported, injectFaults, passHangWait, resetFaults } from './support';

// Item 2: a locale that fails or never answers ends in the global error, reported, never in raw
// keys; "Try again" recovers.

test.beforeEach(async ({ request }) => resetFaults(request));

for (const fault of ['status', 'hang'] as const) {
  test(`the German texts ${fault === 'status' ? 'answering 404' : 'never answering'}: the global error in English, reported`, async ({
    page,
    request,
  }) => {
    if (fault === 'hang') await page.clock.install();
    await injectFaults(request, [{ path: '/assets/locale-de-', fault, status: 404 }]);
    await page.goto('/cancel/seo?lang=de');

    // A hung download ends after the texts' 20-second time-out.
    const shown = (timeout = 5_000) =>
      expect(page.getByRole('alert')).toContainText(BANNER_EN, { timeout });
    if (fault === 'status') await shown();
    else await passHangWait(page, shown);
    await expect(page.getByText('steps.reason.title')).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expectReported(request, 'Locale was not loaded');

    await resetFaults(request);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('heading', { name: 'Schade, dass Sie uns verlassen' }),
    ).toBeVisible();
  });
}

test('the English texts answering 404: no raw keys, the translated boot message at once, reported', async ({
  page,
  request,
}) => {
  await injectFaults(request, [{ path: '/assets/locale-en-', fault: 'status', status: 404 }]);
  await page.goto('/cancel/seo?lang=en');

  // Not after boot-watch.js's 20 seconds: the app tells it there is nothing to show.
  await expect(page.getByRole('alert')).toContainText(BANNER_EN, { timeout: 5_000 });
  await expect(page.getByText('steps.reason.title')).toHaveCount(0);
  await expect(page.getByText('progress.step')).toHaveCount(0);
  await expectReported(request, 'Locale was not loaded');
});

test("the no-subscription page's texts answering 404: the error in the page's language, reported, never raw keys; Try again shows the page", async ({
  page,
  request,
}) => {
  const ja = locale('ja');
  await injectFaults(request, [{ path: '/assets/pages-ja-', fault: 'status', status: 404 }]);
  await page.goto('/cancel/no-subscription?lang=ja');

  // The main texts are here: the banner speaks the page's language.
  const bannerStart = text('errors.banner', {}, ja).split('{email}')[0]!;
  await expect(page.getByRole('alert')).toContainText(bannerStart);
  await expect(page.getByText('noSubscription.title')).toHaveCount(0);
  await expectReported(request, 'Locale was not loaded');

  await resetFaults(request);
  await page.getByRole('button', { name: text('buttons.tryAgain', {}, ja) }).click();
  await expect(heading(page)).toHaveText(text('noSubscription.title', {}, ja));
});
