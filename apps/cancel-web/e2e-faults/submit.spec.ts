import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { answer, finish, heading, text, type Submission } from '../e2e/support';
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

test('a rotated token whose retry cannot learn who is signed in: nothing sent again, the error; a second press goes through', async ({
  page,
  request,
}) => {
  await page.goto('/cancel/seo');
  await answer(page, text('survey.reason.answers.project_finished'));
  await request.post('/__faults/rotate-csrf');
  // The page's own get-context has been answered: only the retry's is failed.
  await injectFaults(request, [{ path: 'get-context', fault: 'status', status: 500, times: 1 }]);
  await finish(page);

  await expect(page.getByRole('alert')).toContainText(BANNER_EN);
  await expectReported(request, 'Send confirmation email was failed');
  await expect(heading(page)).toHaveText(text('steps.final.title'));
  await expect(page.getByRole('checkbox', { name: text('finalStep.agreement') })).toBeChecked();
  expect(sends(await faultLog(request))).toHaveLength(1);

  // Pressed again: the retry finds the same customer, fetches the new token and sends once more.
  await page.getByRole('button', { name: text('buttons.cancelSubscription') }).click();
  await expect(heading(page)).toHaveText(text('checkEmail.title'));
  const posts = sends(await faultLog(request));
  expect(posts).toHaveLength(3);
  expect(new Set(posts.map((post) => post.idempotencyKey)).size).toBe(1);
});

/** The seo page opened while get-csrf-token fails once: the global error shows over step 1. */
async function openWhileTheTokenFailsOnce(page: Page, request: APIRequestContext) {
  await injectFaults(request, [{ path: 'get-csrf-token', fault: 'status', status: 500, times: 1 }]);
  await page.goto('/cancel/seo');
  await expect(page.getByRole('alert')).toContainText(BANNER_EN);
}

test('a CSRF token that failed at page load: the error, reported; the survey goes on and its send fetches the token again', async ({
  page,
  request,
}) => {
  await openWhileTheTokenFailsOnce(page, request);
  await expectReported(request, "CSRF token wasn't received");
  // Nothing needs the token until the send: the customer answers meanwhile.
  await answer(page, text('survey.reason.answers.project_finished'));
  await finish(page);

  await expect(heading(page)).toHaveText(text('checkEmail.title'));
  await expect(page.getByRole('alert')).toHaveCount(0);
  const log = await faultLog(request);
  const tokens = log.api.filter((entry) => entry.url.includes('get-csrf-token'));
  // The failed fetch is answered by the fault rule, before the server's log: one fetch logged.
  expect(tokens).toHaveLength(1);
  const posts = sends(log);
  expect(posts).toHaveLength(1);
  expect(posts[0]?.csrf).toMatch(/^[0-9a-f-]{36}$/);
});

test("a CSRF token that failed at page load: the banner's Try again fetches it again, and the send does not wait for it", async ({
  page,
  request,
}) => {
  await openWhileTheTokenFailsOnce(page, request);
  const tokens = async () =>
    (await faultLog(request)).api.filter((entry) => entry.url.includes('get-csrf-token'));
  // The failed fetch is answered by the fault rule, before the server's log.
  expect(await tokens()).toHaveLength(0);

  await page.getByRole('button', { name: text('buttons.tryAgain') }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(tokens).toHaveLength(1);
  // The page stayed as it was: the survey goes on from step 1.
  await expect(heading(page)).toHaveText(text('steps.reason.title'));
  await answer(page, text('survey.reason.answers.project_finished'));
  await finish(page);

  await expect(heading(page)).toHaveText(text('checkEmail.title'));
  const log = await faultLog(request);
  expect(log.api.filter((entry) => entry.url.includes('get-csrf-token'))).toHaveLength(1);
  expect(sends(log)).toHaveLength(1);
  expect(sends(log)[0]?.csrf).toMatch(/^[0-9a-f-]{36}$/);
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

test("a send tried again after a failure, and every Resend, carry the submission's one Idempotency-Key", async ({
  page,
  request,
}) => {
  await page.clock.install();
  await injectFaults(request, [
    { path: 'send-confirmation-email', method: 'POST', fault: 'status', status: 500, times: 1 },
  ]);
  // The failed POST is answered by the fault rule, before the server's log: read the browser's.
  const keys: (string | undefined)[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('send-confirmation')) {
      keys.push(sent.headers()['idempotency-key']);
    }
  });
  await page.goto('/cancel/seo');
  await answer(page, text('survey.reason.answers.project_finished'));
  await finish(page);
  await expect(page.getByRole('alert')).toContainText(BANNER_EN);
  await page.getByRole('button', { name: text('buttons.cancelSubscription') }).click();
  await expect(heading(page)).toHaveText(text('checkEmail.title'));

  // After a reload the key comes from the tab's storage.
  await page.reload();
  await expect(heading(page)).toHaveText(text('checkEmail.title'));
  await page.clock.runFor(61_000);
  await page.getByRole('button', { name: text('buttons.resendEmail') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('checkEmail.resent') })).toHaveCount(
    1,
  );

  const log = await faultLog(request);
  expect(keys).toHaveLength(3);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(keys).size).toBe(1);
  const monitoring = log.api.filter((entry) => entry.url.includes('survey-monitoring'));
  expect(monitoring.map((entry) => entry.idempotencyKey)).toEqual([keys[0]]);
});

test('a reload during a send that never answered sends the same submission with its Idempotency-Key', async ({
  page,
  request,
}) => {
  await injectFaults(request, [
    { path: 'send-confirmation-email', method: 'POST', fault: 'hang', times: 1 },
  ]);
  // The hung POST never reaches the server's log: read the browser's.
  const posts: { key: string | undefined; body: Submission }[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('send-confirmation')) {
      posts.push({
        key: sent.headers()['idempotency-key'],
        body: sent.postDataJSON() as Submission,
      });
    }
  });
  await page.goto('/cancel/seo');
  await answer(page, text('survey.reason.answers.project_finished'));
  await finish(page, { name: 'Sam Reload' });

  // The e-mail may have gone out, but no answer came: the customer reloads and sends again.
  await page.reload();
  await expect(heading(page)).toHaveText(text('steps.final.title'));
  await expect(page.getByLabel(text('finalStep.name'))).toHaveValue('Sam Reload');
  await page.getByRole('button', { name: text('buttons.cancelSubscription') }).click();
  await expect(heading(page)).toHaveText(text('checkEmail.title'));

  expect(posts).toHaveLength(2);
  expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  expect(posts[1]?.key).toBe(posts[0]?.key);
  // The first load's timestamp too: the server sees the same request again.
  expect(posts[1]?.body).toEqual(posts[0]?.body);
  expect(posts[1]?.body.name).toBe('Sam Reload');
});

test('survey storage still gets the survey when the customer closes the tab right after the send', async ({
  page,
  request,
}) => {
  await injectFaults(request, [
    { path: 'survey-monitoring', method: 'POST', fault: 'slow', delayMs: 1_500 },
  ]);
  await page.goto('/cancel/seo');
  await answer(page, text('survey.reason.answers.project_finished'));
  await finish(page);
  await expect(heading(page)).toHaveText(text('checkEmail.title'));
  // Check-your-email is on screen: the customer is done and closes the tab at once.
  await page.close();

  await expect
    .poll(
      async () =>
        (await faultLog(request)).api.find((entry) => entry.url.includes('survey-monitoring'))
          ?.answered,
      { timeout: 10_000 },
    )
    .toBe(true);
});
