import { expect, test } from '@playwright/test';
import { expectAccessible, heading, open, text } from './support';

const surveyTitle = text('steps.reason.title');

test.describe('routes of product §2', () => {
  test('/cancel lists every product the user has and links to its page', async ({ page }) => {
    await open(page, '');
    await expect(heading(page)).toHaveText(text('toolkitChoice.title'));
    const links = page.getByRole('list', { name: text('toolkitChoice.title') }).getByRole('link');
    await expect(links).toHaveCount(9);
    await expect(links.first()).toHaveAccessibleName(text('toolkitChoice.cancelAll'));
    await expectAccessible(page);
    const prLink = page.getByRole('link', {
      name: text('toolkitChoice.cancelProduct', { app: 'PR Toolkit' }),
    });
    // A real address (opens in a new tab, copies), followed within the app: no page reload. It
    // keeps the page's language (open() gives ?lang=en), for a reload there.
    await expect(prLink).toHaveAttribute('href', '/cancel/pr?lang=en');
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await prLink.click();
    await expect(page).toHaveURL(/\/cancel\/pr\?lang=en$/);
    await expect(heading(page)).toHaveText(surveyTitle);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  for (const path of [
    'all',
    'seo',
    'traffic-and-market',
    'advertising',
    'social',
    'local',
    'content',
    'ai',
    'pr',
    'growth-kit',
  ]) {
    test(`/cancel/${path} shows the survey`, async ({ page }) => {
      await open(page, `/${path}`);
      await expect(heading(page)).toHaveText(surveyTitle);
      await expect(page).toHaveURL(new RegExp(`/cancel/${path}\\?`));
    });
  }

  test('a product path in other letter case shows its survey', async ({ page }) => {
    await open(page, '/SEO');
    await expect(heading(page)).toHaveText(surveyTitle);
  });

  test('/cancel/trends is replaced by /cancel/traffic-and-market', async ({ page }) => {
    await page.goto('/cancel/no-subscription');
    await open(page, '/trends');
    await expect(page).toHaveURL(/\/cancel\/traffic-and-market/);
    await expect(heading(page)).toHaveText(surveyTitle);
    // Replaced, not pushed: Back leaves the flow's old path behind.
    await page.goBack();
    await expect(page).toHaveURL(/\/cancel\/no-subscription$/);
  });

  test('/cancel/agency-growth-kit redirects to /cancel/growth-kit', async ({ page }) => {
    await open(page, '/agency-growth-kit');
    await expect(page).toHaveURL(/\/cancel\/growth-kit/);
    await expect(heading(page)).toHaveText(surveyTitle);
  });

  for (const path of ['/seo/unknown/page', '/unknown', '/constructor']) {
    test(`any other path (${path}) redirects to /cancel, keeping the query`, async ({ page }) => {
      await open(page, path);
      await expect(page).toHaveURL(/\/cancel\/?\?mock=paid&lang=en$/);
      await expect(heading(page)).toHaveText(text('toolkitChoice.title'));
    });
  }

  test('the bare /cancel path works', async ({ page }) => {
    await page.goto('/cancel?mock=paid&lang=en');
    await expect(heading(page)).toHaveText(text('toolkitChoice.title'));
  });

  test('/cancel/plan is the sst page and is always English', async ({ page }) => {
    await open(page, '/plan', 'sst', 'de');
    await expect(heading(page)).toHaveText(surveyTitle);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('/cancel/plan needs the sst cancellation permission', async ({ page }) => {
    await open(page, '/plan', 'paid');
    await expect(page).toHaveURL(/\/cancel\/no-subscription/);
  });

  test('the no-subscription page', async ({ page }) => {
    await open(page, '/no-subscription');
    await expect(heading(page)).toHaveText(text('noSubscription.title'));
    // One sentence with its link inside (Trans): `… here. <a>Learn more…</a>`.
    const note = text('noSubscription.extraTools');
    const linkText = /<a>(.+)<\/a>/.exec(note)?.[1] ?? '';
    const paragraph = page.getByText(note.replace(/<\/?a>/g, ''), { exact: true });
    await expect(paragraph).toBeVisible();
    await expect(paragraph.getByRole('link', { name: linkText })).toHaveAttribute(
      'href',
      /extra-tools/,
    );
    await expect(page.getByRole('link', { name: text('buttons.goHome') })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('link', { name: text('buttons.contactSupport') })).toBeVisible();
    await expect(page.locator('svg[aria-hidden="true"]').first()).toBeVisible();
    await expectAccessible(page);
  });

  const confirmSegments = [
    'semrush',
    'seo',
    'traffic-and-market',
    'advertising',
    'social',
    'local',
    'content',
    'ai',
    'pr',
    'sst',
    'growth-kit',
  ];
  for (const segment of confirmSegments) {
    test(`/cancel/${segment}/confirm-unsubscribe without a key explains the problem`, async ({
      page,
    }) => {
      await open(page, `/${segment}/confirm-unsubscribe`);
      await expect(heading(page)).toHaveText(text('confirm.failureTitle'));
      await expect(page.getByText(text('confirm.missingKey'))).toBeVisible();
      await expect(page.getByRole('link', { name: text('buttons.contactSupport') })).toBeVisible();
    });
  }

  test('a confirm page with a wrong key fails clearly', async ({ page }) => {
    await open(page, '/semrush/confirm-unsubscribe?key=not-a-real-key');
    await expect(heading(page)).toHaveText(text('confirm.failureTitle'));
    await expect(page.getByText(text('confirm.invalidKey'))).toBeVisible();
    await expectAccessible(page);
  });

  test('an unknown confirm segment redirects to /cancel', async ({ page }) => {
    await open(page, '/all/confirm-unsubscribe?key=x');
    await expect(heading(page)).toHaveText(text('toolkitChoice.title'));
  });

  test("a mistyped confirm link's redirect keeps its language, never its key", async ({ page }) => {
    await page.goto('/cancel/seo/confirm-unsubscribe/x?key=personal-key-123&mock=paid&lang=de');
    await expect(page).toHaveURL(/\/cancel\/?\?mock=paid&lang=de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => JSON.stringify(window.history.state))).not.toContain(
      'personal-key-123',
    );
  });
});
