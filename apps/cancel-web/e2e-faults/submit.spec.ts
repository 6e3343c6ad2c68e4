import { expect, test } from '@playwright/test';
import { answer, finish, heading, text } from '../e2e/support';
import {
  BANNER_EN,
  expectReported,
  faultLog,
  injectFaults,
  OTHER_ORIGIN,
  resetFaults,
} from './support';

// Items 5 and 6 and the Idempotency-Key, through the real survey of the production build.

test.beforeEach(async ({ request }) => resetFaults(request));

const sends = (log: Awaited<ReturnType<typeof faultLog>>) =>
  log.api.filter((entry) => entry.method === 'POST' && entry.url.includes('send-confirmation'));

test('a rotated CSRF token is refreshed once and the send goes through with one Idempotency-Key', async ({
  page,
  request,
}) => {
  await page.goto('/cancel/seo');
  await answer(page, text('survey.reason.answers.project_finished'));
  // The customer signed in again in another tab: the server rotated the token.
  await request.post('/__faults/rotate-csrf');
  await finish(page);

  await expect(heading(page)).toHaveText(text('checkEmail.title'));
  const posts = sends(await faultLog(request));
  expect(posts).toHaveLength(2);
  expect(posts[0]?.csrf).not.toBe(posts[1]?.csrf);
  expect(posts[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  expect(posts[1]?.idempotencyKey).toBe(posts[0]?.idempotencyKey);
});

test('a 307 on the send to another origin forwards nothing there and ends in the error', async ({
  page,
  request,
}) => {
  await injectFaults(request, [
    {
      path: 'send-confirmation-email',
      method: 'POST',
      fault: 'redirect',
      status: 307,
      location: `${OTHER_ORIGIN}/collect/`,
    },
  ]);
  await page.goto('/cancel/seo');
  await answer(page, text('survey.reason.answers.project_finished'));
  await finish(page);

  await expect(page.getByRole('alert')).toContainText(BANNER_EN);
  await expectReported(request, 'Send confirmation email was failed');
  const { other } = await faultLog(request);
  expect(other).toEqual([]);
});
