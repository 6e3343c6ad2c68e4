import { expect, test } from '@playwright/test';
import { heading, text } from '../e2e/support';
import { faultLog, injectFaults, resetFaults } from './support';

// Item 9: the confirm key leaves the address bar and is never sent as Referer; the history entry
// keeps it only until the server has answered.

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
  // The page's own files, requested before the page could switch to no-referrer, carry the
  // origin at most (strict-origin): the key never reaches a static file's access log.
  const files = (await faultLog(request)).referers.filter((entry) => entry.url !== '/');
  expect(files.length).toBeGreaterThan(3);
  for (const { referer } of files) expect(referer ?? '').not.toContain('SECRET-KEY');

  await page.getByRole('link', { name: /homepage/i }).click();
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  const { referers } = await faultLog(request);
  const homepage = referers.filter((entry) => entry.url === '/');
  expect(homepage).toHaveLength(1);
  expect(homepage[0]?.referer ?? null).toBeNull();
  await page.goBack();
  expect(page.url()).not.toContain('SECRET-KEY');
});

test('a reload while the confirm request hangs asks again, the key still off the address', async ({
  page,
  request,
}) => {
  await injectFaults(request, [{ path: '/cancel/api/seo/confirm/', fault: 'hang', times: 1 }]);
  // The fault server logs only the requests it answers, so the browser's side counts them.
  const confirmRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/confirm/?key=')) confirmRequests.push(sent.url());
  });
  await page.goto('/cancel/seo/confirm-unsubscribe?key=fault-SECRET-KEY');
  await expect.poll(() => confirmRequests.length).toBe(1);
  await expect.poll(() => page.evaluate(() => window.location.search)).toBe('');

  // As a customer on a slow network would: the page seems stuck, so they reload it.
  await page.reload();
  await expect(heading(page)).toHaveText(text('confirm.successTitle'));
  expect(confirmRequests).toHaveLength(2);
  expect(confirmRequests[1]).toContain('key=fault-SECRET-KEY');
  expect(page.url()).not.toContain('SECRET-KEY');
  // Answered: the entry no longer holds the key, and a further reload does not ask again.
  expect(JSON.stringify(await page.evaluate(() => window.history.state))).not.toContain('SECRET');
  await page.reload();
  await expect(heading(page)).toHaveText(text('confirm.successTitle'));
  expect(confirmRequests).toHaveLength(2);
});

test('every other page sends the origin at most as Referer (strict-origin)', async ({ page }) => {
  await page.goto('/cancel/seo');
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'strict-origin');
});
