import { expect, test } from '@playwright/test';
import {
  BANNER_EN,
  expectReported,
  faultLog,
  injectFaults,
  OTHER_ORIGIN,
  resetFaults,
} from './support';

// Items 5 and 7 against real HTTP: redirects to another origin, dropped connections, and what the
// error reports carry.

test.beforeEach(async ({ request }) => resetFaults(request));

test('get-context redirected to another origin: the global error, reported, the browser stays', async ({
  page,
  request,
}) => {
  await injectFaults(request, [
    {
      path: '/cancel/api/get-context/',
      fault: 'redirect',
      status: 302,
      location: `${OTHER_ORIGIN}/login/`,
    },
  ]);
  await page.goto('/cancel/seo');

  await expect(page.getByRole('alert')).toContainText(BANNER_EN);
  expect(new URL(page.url()).origin).not.toBe(OTHER_ORIGIN);
  await expectReported(request, "User data wasn't received");
});

test('get-context on a dropped connection: the global error, reported; "Try again" recovers', async ({
  page,
  request,
}) => {
  await injectFaults(request, [{ path: '/cancel/api/get-context/', fault: 'drop' }]);
  await page.goto('/cancel/seo');

  await expect(page.getByRole('alert')).toContainText(BANNER_EN);
  await expectReported(request, "User data wasn't received");

  await resetFaults(request);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: "We're sorry to see you go" })).toBeVisible();
});

test('error reports carry no name, e-mail, IP or confirm key, and keep the failure name', async ({
  page,
  request,
}) => {
  await injectFaults(request, [{ path: '/cancel/api/seo/confirm/', fault: 'status', status: 500 }]);
  await page.goto('/cancel/seo/confirm-unsubscribe?key=fault-SECRET-KEY');
  await expect(page.getByRole('alert')).toContainText(BANNER_EN);
  await expectReported(request, 'Confirm unsubscribe request was failed');

  const { envelopes } = await faultLog(request);
  const all = envelopes.join('\n');
  expect(all).not.toContain('SECRET-KEY');
  expect(all).not.toContain('{{auto}}');
  expect(all).not.toContain('"infer_ip":"auto"');
  expect(all).not.toContain('alex.morgan@example.com');
});

test('the confirm call redirected with 307 to another origin never carries the key there', async ({
  page,
  request,
}) => {
  await injectFaults(request, [
    {
      path: '/cancel/api/seo/confirm/',
      fault: 'redirect',
      status: 307,
      location: `${OTHER_ORIGIN}/steal/`,
    },
  ]);
  await page.goto('/cancel/seo/confirm-unsubscribe?key=fault-SECRET-KEY');

  await expect(page.getByRole('alert')).toContainText(BANNER_EN);
  await expectReported(request, 'Confirm unsubscribe request was failed');
  const { other } = await faultLog(request);
  expect(JSON.stringify(other)).not.toContain('SECRET-KEY');
});
