import { expect, test } from '@playwright/test';
import { faultLog, resetFaults } from './support';

// Item 9: the confirm key leaves the address bar and is never sent as Referer.

test.beforeEach(async ({ request }) => resetFaults(request));

test('the confirm page drops the key from the address bar and sends no Referer', async ({
  page,
  request,
}) => {
  await page.goto('/cancel/seo/confirm-unsubscribe?key=fault-SECRET-KEY');
  await expect(page.getByRole('link', { name: /homepage/i })).toBeVisible();

  expect(page.url()).not.toContain('SECRET-KEY');
  expect(await page.evaluate(() => window.location.search)).toBe('');
  expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');

  await page.getByRole('link', { name: /homepage/i }).click();
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  const { referers } = await faultLog(request);
  const homepage = referers.filter((entry) => entry.url === '/');
  expect(homepage).toHaveLength(1);
  expect(homepage[0]?.referer ?? null).toBeNull();
  await page.goBack();
  expect(page.url()).not.toContain('SECRET-KEY');
});

test('every other page sets a referrer policy no looser than strict-origin-when-cross-origin', async ({
  page,
}) => {
  await page.goto('/cancel/seo');
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute(
    'content',
    'strict-origin-when-cross-origin',
  );
});
