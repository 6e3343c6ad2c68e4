import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, heading, locale, open, text } from '../e2e/support';
import { resetFaults, signIn } from './support';

// The first step the build prerendered (src/firstStep/), before the app's code has run: usable for
// choosing an answer, then replaced by the app's own, live, in the same order, which carries on
// from what the customer did there (src/firstStep/previewHandover.ts). Here, on the production
// build without the mock's service worker, because the tests hold the app's chunk back, which
// `page.route` cannot do for a request the mock's worker makes.

test.beforeEach(async ({ request }) => resetFaults(request));

const APP_CHUNK = /\/assets\/app-[^/]+\.js$/;

/** Holds back the app's code until `release()`: the page shows what it shows without it. */
async function holdApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_CHUNK, async (route) => {
    await released;
    // The page that asked may be gone (a reload meanwhile).
    await route.continue().catch(() => {});
  });
  return release;
}

const shownAnswers = (page: Page) =>
  page
    .locator('#root input[type="radio"]')
    .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));

/** The prerendered step: the app's own step 1 has no placeholder mark. */
const preview = (page: Page) => page.locator('#root > [data-boot-placeholder]');

test('step 1 shows before the app runs, an answer can be chosen there, and the app takes it over', async ({
  page,
}) => {
  const texts = locale('de');
  const release = await holdApp(page);
  await open(page, '/seo', 'paid', 'de');

  await expect(
    preview(page).getByText(text('steps.reason.title', {}, texts), { exact: true }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The tab's title is the step's, in German, as the app will set it: not index.html's English.
  const title = await page.title();
  expect(title).toContain(text('steps.reason.title', {}, texts));
  expect(title).toContain(text('meta.documentTitle', {}, texts));
  await expect(page.locator('#root [inert], #root [aria-busy]')).toHaveCount(0);
  await expectAccessible(page);
  const order = await shownAnswers(page);
  const tooExpensive = page.getByRole('radio', {
    name: text('survey.reason.answers.too_expensive', {}, texts),
    exact: true,
  });
  // Chosen before the app runs, by a click on the answer's text.
  await preview(page)
    .getByText(text('survey.reason.answers.too_expensive', {}, texts), { exact: true })
    .click();
  await expect(tooExpensive).toBeChecked();

  release();
  await expect(preview(page)).toHaveCount(0);
  await expect(heading(page)).toHaveText(text('steps.reason.title', {}, texts));
  expect(await page.title()).toBe(title);
  // The same answers in the same (shuffled) order, the answer still chosen, now in the survey.
  expect(await shownAnswers(page)).toEqual(order);
  await expect(tooExpensive).toBeChecked();
  await expect(tooExpensive).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: text('buttons.continue', {}, texts) }).click();
  await expect(heading(page)).toHaveText(text('steps.followUp.title', {}, texts));
});

test('the app takes over where the customer scrolled to, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const release = await holdApp(page);
  await open(page, '/seo');
  const tooExpensive = page.getByRole('radio', {
    name: text('survey.reason.answers.too_expensive'),
    exact: true,
  });
  await preview(page)
    .getByText(text('survey.reason.answers.too_expensive'), { exact: true })
    .click();
  // On to Continue, at the bottom of the step.
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  release();
  await expect(preview(page)).toHaveCount(0);
  await expect(tooExpensive).toBeChecked();
  await expect(tooExpensive).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('by keyboard before the app runs: an answer and Continue, and the app goes on to step 2', async ({
  page,
}) => {
  const release = await holdApp(page);
  await open(page, '/seo');
  await expect(preview(page)).toBeVisible();
  // Space chooses the focused answer and Tab moves on to Continue, as in any form.
  const tooExpensive = preview(page).getByRole('radio', {
    name: text('survey.reason.answers.too_expensive'),
    exact: true,
  });
  await tooExpensive.focus();
  await page.keyboard.press('Space');
  await expect(tooExpensive).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(preview(page).getByRole('button', { name: text('buttons.continue') })).toBeFocused();
  await page.keyboard.press('Enter');
  // The page stays (no form submission) and waits for the app.
  await expect(preview(page)).toBeVisible();
  expect(new URL(page.url()).search).not.toContain('reason=');

  release();
  // The price question follows "It's too expensive", with the focus on its heading.
  await expect(heading(page)).toHaveText(text('steps.followUp.title'));
  await expect(heading(page)).toBeFocused();
  await page.getByRole('button', { name: text('buttons.back') }).click();
  await expect(
    page.getByRole('radio', { name: text('survey.reason.answers.too_expensive'), exact: true }),
  ).toBeChecked();
});

const reasonAnswer = (page: Page, id: string) =>
  page.getByRole('radio', { name: text(`survey.reason.answers.${id}`), exact: true });

test('a Space held on an answer while the app takes over: released, it chooses the app’s answer', async ({
  page,
}) => {
  const release = await holdApp(page);
  await open(page, '/seo');
  await expect(preview(page)).toBeVisible();
  // Space goes down on an answer of the step; the app replaces the step before it comes up.
  await reasonAnswer(page, 'too_expensive').focus();
  await page.keyboard.down('Space');
  release();
  await expect(preview(page)).toHaveCount(0);
  await expect(reasonAnswer(page, 'too_expensive')).not.toBeChecked();
  await page.keyboard.up('Space');
  await expect(reasonAnswer(page, 'too_expensive')).toBeChecked();
  await expect(reasonAnswer(page, 'too_expensive')).toBeFocused();
});

test('a mouse button held on Continue while the app takes over: released, the app goes on', async ({
  page,
}) => {
  const release = await holdApp(page);
  await open(page, '/seo');
  await expect(preview(page)).toBeVisible();
  await reasonAnswer(page, 'too_expensive').check();
  await preview(page)
    .getByRole('button', { name: text('buttons.continue') })
    .hover();
  await page.mouse.down();
  release();
  await expect(preview(page)).toHaveCount(0);
  await expect(heading(page)).toHaveText(text('steps.reason.title'));
  await page.mouse.up();
  await expect(heading(page)).toHaveText(text('steps.followUp.title'));
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a finger on Continue while the app takes over: lifted, the app goes on once', async ({
    page,
  }) => {
    const release = await holdApp(page);
    await open(page, '/seo');
    await expect(preview(page)).toBeVisible();
    await reasonAnswer(page, 'too_expensive').tap();
    await expect(reasonAnswer(page, 'too_expensive')).toBeChecked();
    const box = (await preview(page)
      .getByRole('button', { name: text('buttons.continue') })
      .boundingBox())!;
    const finger = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const touch = await page.context().newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] });
    release();
    await expect(preview(page)).toHaveCount(0);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // The browser's tap reaches the app's Continue: step 2, once (a second Continue there would
    // ask for its answer).
    await expect(heading(page)).toHaveText(text('steps.followUp.title'));
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  });
});

test('before the app runs, Shift+Tab enters the answers at the first one, or at the chosen one', async ({
  page,
}) => {
  const release = await holdApp(page);
  await open(page, '/seo');
  const stay = preview(page).getByRole('link', { name: text('buttons.stay') });
  await stay.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(
    preview(page).getByRole('radio', { name: text('survey.reason.answers.too_expensive') }),
  ).toBeFocused();
  const chosen = preview(page).getByRole('radio', {
    name: text('survey.reason.answers.project_finished'),
  });
  await chosen.check();
  await stay.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(chosen).toBeFocused();
  release();
  await expect(preview(page)).toHaveCount(0);
  await expect(
    page.getByRole('radio', { name: text('survey.reason.answers.project_finished') }),
  ).toBeChecked();
});

test('Continue with no answer before the app runs: the app asks for one, on the answers', async ({
  page,
}) => {
  const release = await holdApp(page);
  await open(page, '/seo');
  await preview(page)
    .getByRole('button', { name: text('buttons.continue') })
    .click();
  release();
  await expect(preview(page)).toHaveCount(0);
  await expect(page.getByText(text('validation.chooseOption'))).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeFocused();
  await expect(heading(page)).toHaveText(text('steps.reason.title'));
});

test('"Other" chosen before the app runs: the app opens its text field', async ({ page }) => {
  const release = await holdApp(page);
  await open(page, '/seo');
  await preview(page).getByText(text('survey.reason.answers.other'), { exact: true }).click();
  release();
  await expect(preview(page)).toHaveCount(0);
  const field = page.getByRole('textbox', { name: text('fields.freeTextLabel') });
  await expect(field).toBeVisible();
  await field.fill('Moving to another tool');
  await expect(
    page.getByRole('radio', { name: text('survey.reason.answers.other'), exact: true }),
  ).toBeChecked();
});

test("a trial customer's step 1 shows the trial question set before the app runs", async ({
  page,
  request,
}) => {
  await signIn(request, { is_paid: false });
  const release = await holdApp(page);
  await open(page, '/all');
  await expect(preview(page).getByText(text('buttons.stayTrial'), { exact: true })).toBeVisible();
  release();
  await expect(preview(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: text('buttons.stayTrial') })).toBeVisible();
});

test('a reload before the app runs shows the answers in the same order, and the app keeps it', async ({
  page,
}) => {
  const release = await holdApp(page);
  await open(page, '/seo');
  await expect(preview(page).getByRole('radio').first()).toBeVisible();
  const order = await shownAnswers(page);
  await page.reload();
  await expect(preview(page).getByRole('radio').first()).toBeVisible();
  expect(await shownAnswers(page)).toEqual(order);
  release();
  await expect(preview(page)).toHaveCount(0);
  await expect(heading(page)).toHaveText(text('steps.reason.title'));
  expect(await shownAnswers(page)).toEqual(order);
});

test('an answer chosen before the app runs is chosen again after a reload, and the app keeps it', async ({
  page,
}) => {
  const release = await holdApp(page);
  await open(page, '/seo');
  const answer = text('survey.reason.answers.too_expensive');
  await preview(page).getByText(answer, { exact: true }).click();
  await expect(preview(page).getByRole('radio', { name: answer, exact: true })).toBeChecked();
  await page.reload();
  await expect(preview(page).getByRole('radio', { name: answer, exact: true })).toBeChecked();
  release();
  await expect(preview(page)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: answer, exact: true })).toBeChecked();
  await page.getByRole('button', { name: text('buttons.continue') }).click();
  await expect(heading(page)).toHaveText(text('steps.followUp.title'));
});

test('a reload with an answer already chosen waits for the app, which restores it', async ({
  page,
}) => {
  await open(page, '/seo');
  const tooExpensive = page.getByRole('radio', {
    name: text('survey.reason.answers.too_expensive'),
    exact: true,
  });
  // Chosen in the app: its step, once the prerendered one (if shown) is gone.
  await expect(tooExpensive).toBeVisible();
  await expect(preview(page)).toHaveCount(0);
  await tooExpensive.check();

  const release = await holdApp(page);
  await page.reload();
  // The placeholder stays: the prerendered step has nothing chosen.
  await expect(page.locator('#root [data-boot-placeholder] .cf-skeleton')).toBeVisible();
  await expect(preview(page)).toHaveCount(0);
  release();
  await expect(tooExpensive).toBeChecked();
});

test('pages other than a product page show no prerendered step', async ({ page }) => {
  const release = await holdApp(page);
  const firstSteps: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/first-step/')) firstSteps.push(request.url());
  });
  await open(page, '/no-subscription');
  await expect(page.locator('#root [data-boot-placeholder] .cf-skeleton')).toBeVisible();
  release();
  await expect(heading(page)).toHaveText(text('noSubscription.title'));
  expect(firstSteps).toEqual([]);
});
