import { expect, test, type Page } from '@playwright/test';
import {
  answer,
  expectAccessible,
  finish,
  heading,
  holdAnswers,
  holdTimers,
  locale,
  open,
  openForOffer,
  surveyRecords,
  text,
} from './support';

const surveyTitle = text('steps.reason.title');

/**
 * The loading placeholder under a failed load's banner: its shapes still there, but nothing says
 * the page is loading (no "Loading…" status, nothing busy, no shimmer).
 */
async function expectStalledPlaceholder(page: Page) {
  const shapes = page.locator('.cf-skeleton');
  await expect(shapes).toBeVisible();
  await expect(shapes.locator('.cf-skeleton__block').first()).toHaveCSS('animation-name', 'none');
  await expect(page.getByRole('status').filter({ hasText: text('meta.loading') })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
const banner = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ hasText: text('errors.banner', { email: 'support@example.com' }) });

test.describe("the next customer in the tab finds nothing of the previous one's", () => {
  const secret = 'Alex would rather not say this twice';

  async function alexTypesAnAnswer(page: Page) {
    await open(page, '/seo', 'paid');
    await answer(page, text('survey.reason.answers.other'), secret);
    await expect(heading(page)).not.toHaveText(surveyTitle);
    expect(await surveyRecords(page)).toContain(secret);
  }

  test('when another customer opens the product choice', async ({ page }) => {
    await alexTypesAnAnswer(page);
    // 'offer-downgrade' is a different user_id; the product choice loads who is signed in.
    await open(page, '', 'offer-downgrade');
    await expect(heading(page)).toHaveText(text('toolkitChoice.title'));
    await expect.poll(() => surveyRecords(page)).toBe('');
  });

  test('when the tab is signed out', async ({ page }) => {
    await alexTypesAnAnswer(page);
    await open(page, '/seo', 'anonymous');
    await expect(heading(page)).toHaveText(text('signedOut.title'));
    await expect.poll(() => surveyRecords(page)).toBe('');
  });
});

test.describe('every mock scenario of docs/product.md §10', () => {
  test('paid-annual sees the paid survey', async ({ page }) => {
    await open(page, '/seo', 'paid-annual');
    await expect(heading(page)).toHaveText(surveyTitle);
    await expect(page.getByRole('link', { name: text('buttons.stay') })).toBeVisible();
  });

  test('no-subscription is sent to the no-subscription page', async ({ page }) => {
    await open(page, '/seo', 'no-subscription');
    await expect(page).toHaveURL(/\/cancel\/no-subscription\?lang=en$/);
    await expect(heading(page)).toHaveText(text('noSubscription.title'));
  });

  test('anonymous stops: nothing to cancel, a way home', async ({ page }) => {
    await open(page, '/seo', 'anonymous');
    await expect(heading(page)).toHaveText(text('signedOut.title'));
    await expect(page.getByRole('link', { name: text('buttons.goHome') })).toBeVisible();
    await expectAccessible(page);
  });

  test('seo-only can cancel SEO but not another toolkit', async ({ page }) => {
    await open(page, '', 'seo-only');
    const links = page.getByRole('list', { name: text('toolkitChoice.title') }).getByRole('link');
    await expect(links).toHaveText([
      text('toolkitChoice.cancelAll'),
      text('toolkitChoice.cancelProduct', { app: 'SEO Toolkit' }),
    ]);
    await expect(links.first()).toHaveAccessibleDescription(text('toolkitChoice.cancelAllHint'));
    await open(page, '/social', 'seo-only');
    await expect(page).toHaveURL(/\/cancel\/no-subscription\?lang=en$/);
  });

  test('a customer sent to no-subscription is never asked for a CSRF token (product §4)', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/get-csrf-token/')) asked.push(page.url());
    });
    // Without the page's toolkit, then without any recurring subscription.
    await open(page, '/social', 'seo-only');
    await expect(heading(page)).toHaveText(text('noSubscription.title'));
    await open(page, '/seo', 'no-subscription');
    await expect(heading(page)).toHaveText(text('noSubscription.title'));
    // The SEO page, which the customer may see, asks for it.
    await open(page, '/seo', 'seo-only');
    await expect(heading(page)).toHaveText(surveyTitle);
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toMatch(/\/cancel\/seo\?/);
  });

  test('sst can cancel the plan', async ({ page }) => {
    await open(page, '/plan', 'sst');
    await expect(heading(page)).toHaveText(surveyTitle);
  });

  test('offer sees step 1, then an offer after a price reason (more in offers.spec.ts)', async ({
    page,
  }) => {
    await openForOffer(page, '/all', 'offer');
    await expect(heading(page)).toHaveText(surveyTitle);
    await answer(page, text('survey.reason.answers.too_expensive'));
    await answer(page, text('survey.price.answers.budget_cut'));
    await expect(heading(page)).toHaveText(text('offer.loyalPrice.title'));
    await expect(page.getByRole('button', { name: text('offer.decline') })).toBeVisible();
  });

  test('context-error shows the placeholder, still, with the global error banner', async ({
    page,
  }) => {
    await open(page, '/seo', 'context-error');
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    await expectStalledPlaceholder(page);
    await expectAccessible(page);
    // Try again asks again, and the page ends as still as before.
    const retry = page.waitForRequest(/get-context/);
    await banner(page)
      .getByRole('button', { name: text('buttons.tryAgain') })
      .click();
    await retry;
    await expect(banner(page)).toBeVisible();
    await expectStalledPlaceholder(page);
  });

  test("context-error in German: the page's heading and title are German too", async ({ page }) => {
    const de = locale('de');
    await open(page, '/seo', 'context-error', 'de');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: text('errors.banner', { email: 'support@example.com' }, de) }),
    ).toBeVisible();
    await expect(heading(page)).toHaveText(text('meta.documentTitle', {}, de));
    await expect(page).toHaveTitle(text('meta.documentTitle', {}, de));
  });

  test('csrf-error shows the global error banner', async ({ page }) => {
    await open(page, '/seo', 'csrf-error');
    await expect(banner(page)).toBeVisible();
  });

  test('send-error shows the banner, keeps every answer, and a second try goes through', async ({
    page,
  }) => {
    await open(page, '/seo', 'send-error');
    await answer(page, text('survey.reason.answers.other'), 'Moving on');
    await page.getByRole('button', { name: text('buttons.notSure') }).click();
    await finish(page, { name: 'Sam Doe', comment: 'Good luck' });
    await expect(banner(page)).toBeVisible();
    await expect(heading(page)).toHaveText(text('steps.final.title'));
    await expect(page.getByLabel(text('finalStep.name'))).toHaveValue('Sam Doe');
    await expect(page.getByLabel(text('survey.comments.question'))).toHaveValue('Good luck');
    await expect(page.getByRole('checkbox', { name: text('finalStep.agreement') })).toBeChecked();
    await expectAccessible(page);

    await page.getByRole('button', { name: text('buttons.cancelSubscription') }).click();
    await expect(heading(page)).toHaveText(text('checkEmail.title'));
    await expect(banner(page)).toHaveCount(0);
  });

  test("a failed send's banner goes with step 4: Back leaves it behind", async ({ page }) => {
    await open(page, '/seo', 'send-error');
    await answer(page, text('survey.reason.answers.project_finished'));
    await finish(page);
    await expect(banner(page)).toBeVisible();
    await page.getByRole('button', { name: text('buttons.back') }).click();
    await expect(heading(page)).toHaveText(text('steps.reason.title'));
    await expect(banner(page)).toHaveCount(0);
  });

  test('slow shows the loading placeholder, then the page', async ({ page }) => {
    // The page's timers move only as the test moves them, 100 ms at a time: past the entry's
    // 0.8 s wait for the user, never up to the mock's 1.5 s answer before the loading page has
    // been seen (on a busy machine the app could otherwise start only after the answer, with
    // nothing left to wait for).
    await holdTimers(page);
    await open(page, '/seo', 'slow');
    const loading = page.getByRole('status').filter({ hasText: text('meta.loading') });
    await expect(async () => {
      await page.clock.runFor(100);
      await expect(loading).toBeAttached({ timeout: 500 });
    }).toPass({ intervals: [0], timeout: 30_000 });
    // The loading page's heading only (product §2's placeholder), not the survey's.
    await expect(heading(page)).toHaveText(text('meta.documentTitle'));
    await expect(page.getByRole('radio')).toHaveCount(0);
    await page.clock.resume();
    await expect(heading(page)).toHaveText(surveyTitle, { timeout: 15_000 });
  });

  test('a double click on Cancel subscription sends once', async ({ page }) => {
    await page.clock.install();
    await open(page, '/seo', 'slow');
    await answer(page, text('survey.reason.answers.project_finished'));
    await page.getByRole('checkbox', { name: text('finalStep.agreement') }).check();
    // The send's answer is held until the busy button has been seen, which it would take away.
    await holdAnswers(page);
    let sends = 0;
    page.on('request', (request) => {
      if (request.url().includes('send-confirmation-email')) sends += 1;
    });
    await page.getByRole('button', { name: text('buttons.cancelSubscription') }).dblclick();
    await expect(
      page.getByRole('button', { name: text('buttons.cancelSubscription') }),
    ).toHaveAttribute('aria-busy', 'true');
    await page.clock.resume();
    await expect(heading(page)).toHaveText(text('checkEmail.title'), { timeout: 15_000 });
    expect(sends).toBe(1);
  });

  test('Back does nothing while the survey is being sent: what was sent stays the answers', async ({
    page,
  }) => {
    await page.clock.install();
    await open(page, '/seo', 'slow');
    await answer(page, text('survey.reason.answers.project_finished'));
    await page.getByRole('checkbox', { name: text('finalStep.agreement') }).check();
    // The send's answer is held until Back has been tried, which it would take away with step 4.
    await holdAnswers(page);
    const request = page.waitForRequest(/send-confirmation-email/);
    await page.getByRole('button', { name: text('buttons.cancelSubscription') }).click();
    await request;
    const back = page.getByRole('button', { name: text('buttons.back') });
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    // Playwright waits for an aria-disabled button to become enabled: click it as it is.
    await back.click({ force: true });
    await expect(heading(page)).toHaveText(text('steps.final.title'));
    await page.clock.resume();
    await expect(heading(page)).toHaveText(text('checkEmail.title'), { timeout: 15_000 });
  });

  test('a page bundle that fails to load ends in the global error, not a blank page', async ({
    page,
  }) => {
    // Product pages are in the entry; the toolkit choice page is loaded on demand.
    await page.context().route(/\/assets\/ToolkitChoicePage-[^/]+\.js$/, (route) => route.abort());
    await open(page, '');
    await expect(banner(page)).toBeVisible();
    await expectStalledPlaceholder(page);
  });
});
