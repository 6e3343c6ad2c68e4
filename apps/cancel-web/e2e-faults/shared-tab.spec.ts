import { expect, test, type Page } from '@playwright/test';
import { answer, finish, heading, surveyRecords, text } from '../e2e/support';
import {
  ALEX,
  alexTypesStep4Comment,
  expectFreshSurvey,
  faultLog,
  injectFaults,
  resetFaults,
  SAM,
  signIn,
  tabStorage,
} from './support';

// Item 4: a tab shared by two customers. The survey's records belong to the signed-in user_id,
// are dropped when another user signs in, and are cleared once the cancellation is confirmed.

test.beforeEach(async ({ request }) => resetFaults(request));

/** Once confirmed, only the fact is kept: nothing the customer typed or was sent. */
const expectOnlyConfirmed = async (page: Page) => {
  const records = await surveyRecords(page);
  expect(records).toContain('"confirmed":true');
  for (const value of ['Alex Morgan', ALEX.email, ALEX.comment, 'submission', 'idempotencyKey']) {
    expect(records).not.toContain(value);
  }
};

/** Alex sends the seo survey with a comment and lands on check-your-email. */
async function alexSendsSeoSurvey(page: Page) {
  await page.goto('/cancel/seo');
  await answer(page, text('survey.reason.answers.project_finished'));
  await finish(page, { comment: ALEX.comment });
  await expect(heading(page)).toHaveText(text('checkEmail.title'));
}

test("another customer signed in on the tab sees a fresh survey, never the previous one's data", async ({
  page,
  request,
}) => {
  await page.clock.install();
  // Alex sends on seo and starts a draft on pr.
  await alexSendsSeoSurvey(page);
  await page.goto('/cancel/pr');
  await page.getByRole('radio', { name: text('survey.reason.answers.other'), exact: true }).check();
  await page.getByLabel(text('fields.freeTextLabel')).fill('Alex draft text');
  expect(await tabStorage(page)).toContain('Alex draft text');

  await signIn(request, SAM);
  await page.goto('/cancel/seo');
  await expect(heading(page)).toHaveText(text('steps.reason.title'));
  const stored = await tabStorage(page);
  for (const value of [ALEX.email, ALEX.comment, 'Alex Morgan', 'Alex draft text']) {
    expect(stored).not.toContain(value);
  }
  await page.goto('/cancel/pr');
  await expectFreshSurvey(page);

  // Sam's own survey, and Resend sends Sam's submission.
  await page.goto('/cancel/seo');
  await answer(page, text('survey.reason.answers.project_finished'));
  await expect(page.getByLabel(text('finalStep.name'))).toHaveValue(SAM.name);
  const submission = await finish(page);
  expect(submission.email).toBe(SAM.email);
  await expect(page.getByText(SAM.email)).toBeVisible();
  await page.clock.runFor(61_000);
  await page.getByRole('button', { name: text('buttons.resendEmail') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('checkEmail.resent') })).toHaveCount(
    1,
  );

  const posts = (await faultLog(request)).api.filter((entry) => entry.method === 'POST');
  const afterSwitch = posts.slice(posts.findIndex((entry) => entry.body.includes(SAM.email)));
  expect(afterSwitch.length).toBeGreaterThanOrEqual(2);
  for (const entry of afterSwitch) expect(entry.body).not.toContain(ALEX.email);
});

test('the confirm page clears the survey it confirms', async ({ page }) => {
  await alexSendsSeoSurvey(page);
  expect(await surveyRecords(page)).toContain(ALEX.comment);

  await page.goto('/cancel/seo/confirm-unsubscribe?key=fault-key');
  await expect(heading(page)).toHaveText(text('confirm.successTitle'));
  await expectOnlyConfirmed(page);
  // Back on the product page: the confirmed state, not a fresh survey.
  await page.goBack();
  await expect(heading(page)).toHaveText(text('checkEmail.confirmedTitle'));
});

test('check-your-email clears the survey once polling learns it was confirmed', async ({
  page,
  context,
}) => {
  await alexSendsSeoSurvey(page);

  // The link opened from the mail client, in another tab of the same browser.
  const mail = await context.newPage();
  await mail.goto('/cancel/seo/confirm-unsubscribe?key=fault-key');
  await expect(heading(mail)).toHaveText(text('confirm.successTitle'));
  await mail.close();

  await expect(heading(page)).toHaveText(text('checkEmail.confirmedTitle'), { timeout: 15_000 });
  await expectOnlyConfirmed(page);
});

test('a survey sent after another customer signed in (a rotated CSRF token) is not sent again under their session', async ({
  page,
  request,
}) => {
  await alexTypesStep4Comment(page);
  await page.getByRole('checkbox', { name: text('finalStep.agreement') }).check();

  // Sam signs in, in another tab: a new session, and Django rotates the CSRF token.
  await signIn(request, SAM);
  await request.post('/__faults/rotate-csrf');
  await page.getByRole('button', { name: text('buttons.cancelSubscription') }).click();

  // The page loads again, for Sam: a fresh survey, nothing of Alex's kept.
  await expectFreshSurvey(page);
  const stored = await tabStorage(page);
  for (const value of [ALEX.email, ALEX.comment, 'Alex Morgan'])
    expect(stored).not.toContain(value);
  // Alex's submission went out once, with the old token (rejected), and never again.
  const withAlexData = (await faultLog(request)).api.filter((entry) =>
    entry.body.includes(ALEX.comment),
  );
  expect(withAlexData).toHaveLength(1);
  expect(withAlexData[0]?.url).toMatch(/send-confirmation-email/);
});

test('a day later, a page that never asks who is signed in drops the survey left in the tab', async ({
  page,
}) => {
  await page.clock.install();
  await alexTypesStep4Comment(page);
  expect(await tabStorage(page)).toContain(ALEX.comment);
  // When the survey's records were last saved, by the page's clock.
  const lastSaved = await page.evaluate(() =>
    Math.max(
      ...Object.entries(sessionStorage)
        .filter(([key]) => key.startsWith('cancel-flow:survey:'))
        .map(([, value]) => (JSON.parse(value) as { savedAt: number }).savedAt),
    ),
  );
  const day = 24 * 60 * 60 * 1000;

  // A minute short of 24 hours: the records are kept.
  await page.clock.setSystemTime(lastSaved + day - 60_000);
  await page.goto('/cancel/no-subscription');
  await expect(heading(page)).toHaveText(text('noSubscription.title'));
  expect(await tabStorage(page)).toContain(ALEX.comment);

  // The next day, the same page keeps nothing of it.
  await page.clock.setSystemTime(lastSaved + day + 60_000);
  await page.goto('/cancel/no-subscription');
  await expect(heading(page)).toHaveText(text('noSubscription.title'));
  expect(await tabStorage(page)).not.toContain(ALEX.comment);
  expect(await surveyRecords(page)).toBe('');
});

test('a survey left open for a day loads again, showing and keeping nothing of what was typed', async ({
  page,
}) => {
  await page.clock.install();
  await alexTypesStep4Comment(page);
  await expect(page.getByLabel(text('survey.comments.question'))).toHaveValue(ALEX.comment);
  const day = 24 * 60 * 60 * 1000;

  // Nearly a day later (a computer that slept with the tab open): still the customer's survey.
  await page.clock.fastForward(day - 60_000);
  await expect(page.getByLabel(text('survey.comments.question'))).toHaveValue(ALEX.comment);
  expect(await tabStorage(page)).toContain(ALEX.comment);

  // Past the records' 24 hours, the page loads again as a new visit: step 1, nothing kept.
  await page.clock.fastForward(2 * 60_000);
  await expectFreshSurvey(page);
  await expect(page.getByText(ALEX.comment)).toHaveCount(0);
  expect(await tabStorage(page)).not.toContain(ALEX.comment);
});

test("a confirm link opened after another customer signed in keeps nothing of the previous one's survey", async ({
  page,
  request,
}) => {
  await alexSendsSeoSurvey(page);

  // Sam signs in and opens Sam's own link in this tab: the page learns who is signed in.
  await signIn(request, SAM);
  await page.goto('/cancel/seo/confirm-unsubscribe?key=fault-key');
  await expect(heading(page)).toHaveText(text('confirm.successTitle'));
  const stored = await tabStorage(page);
  for (const value of [ALEX.email, ALEX.comment, 'Alex Morgan', 'confirmed']) {
    expect(stored).not.toContain(value);
  }
  // Alex, signed in again, finds a fresh survey, not a cancellation shown as confirmed.
  await signIn(request, { user_id: 4242 });
  await page.goto('/cancel/seo');
  await expectFreshSurvey(page);
});

test("the no-subscription page drops the previous customer's survey once another one signs in", async ({
  page,
  request,
}) => {
  await alexTypesStep4Comment(page);
  expect(await tabStorage(page)).toContain(ALEX.comment);
  await signIn(request, { ...SAM, has_active_recurring: false });
  await page.goto('/cancel/no-subscription');
  await expect(heading(page)).toHaveText(text('noSubscription.title'));
  await expect.poll(() => tabStorage(page)).not.toContain(ALEX.comment);
});

test("Back to a confirm page whose request failed never sends the previous customer's key", async ({
  page,
  request,
}) => {
  await injectFaults(request, [
    { path: '/cancel/api/seo/confirm/', fault: 'status', status: 503, times: 1 },
  ]);
  const confirmCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/confirm/?key=')) confirmCalls.push(sent.url());
  });
  await page.goto('/cancel/seo/confirm-unsubscribe?key=fault-key');
  await expect(page.getByText(text('confirm.failed'))).toBeVisible();

  // Sam signs in on the tab, opens a page, then goes Back to the confirm page's entry.
  await signIn(request, SAM);
  await page.goto('/cancel/seo');
  await expectFreshSurvey(page);
  await page.goBack();
  await expect(page.getByText(text('confirm.missingKey'))).toBeVisible();
  expect(confirmCalls).toHaveLength(1);
  expect(JSON.stringify(await page.evaluate(() => window.history.state))).not.toContain(
    'fault-key',
  );
});

test('the link confirmed in another tab leaves the sending tab only that fact, whatever page it shows', async ({
  page,
  context,
}) => {
  await alexSendsSeoSurvey(page);
  // The tab moves on to another product's survey, where nothing polls for seo's confirmation.
  await page.goto('/cancel/pr');
  await expectFreshSurvey(page);
  expect(await surveyRecords(page)).toContain(ALEX.comment);

  const mail = await context.newPage();
  await mail.goto('/cancel/seo/confirm-unsubscribe?key=fault-key');
  await expect(heading(mail)).toHaveText(text('confirm.successTitle'));
  await mail.close();

  // Of seo's survey only the fact stays; pr's survey, open in the tab, is Alex's own.
  const seoRecords = async () =>
    (await surveyRecords(page))
      .split('\n')
      .filter((line) => line.includes(':seo:'))
      .join('\n');
  await expect.poll(seoRecords).toContain('"confirmed":true');
  for (const value of ['Alex Morgan', ALEX.email, ALEX.comment, 'submission', 'idempotencyKey']) {
    expect(await seoRecords()).not.toContain(value);
  }
});
