import { expect, test } from '@playwright/test';
import { supportedLanguages } from '@cancel-flow/i18n';
import { heading, locale, open, text } from './support';

test.describe('all 14 languages', () => {
  for (const language of supportedLanguages) {
    test(`${language}: step 1 and the no-subscription page are translated`, async ({ page }) => {
      const texts = locale(language);
      await open(page, '/seo', 'paid', language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(heading(page)).toHaveText(text('steps.reason.title', {}, texts));
      await expect(
        page.getByRole('button', { name: text('buttons.continue', {}, texts) }),
      ).toBeVisible();
      await expect(
        page.getByRole('radio', {
          name: text('survey.reason.answers.too_expensive', {}, texts),
          exact: true,
        }),
      ).toBeVisible();
      await expect(page.getByText(text('progress.step', { n: 1 }, texts)).first()).toBeAttached();
      if (language !== 'en') {
        await expect(page.getByText(text('steps.reason.title'), { exact: true })).toHaveCount(0);
      }

      await open(page, '/no-subscription', 'paid', language);
      await expect(heading(page)).toHaveText(text('noSubscription.title', {}, texts));
    });
  }

  test('the language comes from the browser when the URL does not say', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/cancel/seo?mock=paid');
    await expect(heading(page)).toHaveText(text('steps.reason.title', {}, locale('pt')));
    await context.close();
  });

  test('an unsupported language falls back to English', async ({ page }) => {
    await open(page, '/seo', 'paid', 'xx');
    await expect(heading(page)).toHaveText(text('steps.reason.title'));
  });
});

test.describe('the language stays through in-app links and redirects, and a reload there', () => {
  const de = locale('de');

  test('a product page opened from the product choice', async ({ page }) => {
    await open(page, '', 'paid', 'de');
    await page
      .getByRole('link', { name: text('toolkitChoice.cancelProduct', { app: 'SEO Toolkit' }, de) })
      .click();
    await expect(heading(page)).toHaveText(text('steps.reason.title', {}, de));
    await expect(page).toHaveURL(/\/cancel\/seo\?lang=de$/);
    await page.reload();
    await expect(heading(page)).toHaveText(text('steps.reason.title', {}, de));
  });

  test('the redirect to no-subscription', async ({ page }) => {
    await open(page, '/seo', 'no-subscription', 'de');
    await expect(page).toHaveURL(/\/cancel\/no-subscription\?lang=de$/);
    await page.reload();
    await expect(heading(page)).toHaveText(text('noSubscription.title', {}, de));
  });

  test('an unknown confirm link: the language goes along, the key does not', async ({ page }) => {
    await page.goto('/cancel/foo/confirm-unsubscribe?key=abc&lang=de&mock=paid');
    await expect(heading(page)).toHaveText(text('toolkitChoice.title', {}, de));
    await expect(page).toHaveURL(/\/cancel\/?\?lang=de$/);
  });
});
