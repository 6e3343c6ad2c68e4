import { expect, test, type Locator, type Page } from '@playwright/test';
import { answer, expectAccessible, heading, locale, open, text } from './support';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('a 360px wide phone fits every screen without horizontal scrolling', () => {
  // One test per screen: each gets the whole test time-out, so a slow machine does not fail the
  // last screens for the time the first ones took.
  test('the product choice', async ({ page }) => {
    await open(page, '', 'paid', 'de');
    await expect(heading(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('step 1 in German, with and without its validation message', async ({ page }) => {
    await open(page, '/seo', 'paid', 'de');
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    await page.getByRole('button').first().click();
    await expectNoHorizontalScroll(page);
  });

  test('every survey step with long answers, step 4 and the check-your-e-mail screen', async ({
    page,
  }) => {
    await open(page, '/seo', 'paid', 'en');
    await answer(page, text('survey.reason.answers.other'), 'A long answer '.repeat(20));
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: text('buttons.yes') }).click();
    await expectNoHorizontalScroll(page);
    await page.getByLabel(text('survey.services.question')).fill('Another tool');
    await page.getByRole('button', { name: text('buttons.continue') }).click();
    await expect(heading(page)).toHaveText(text('steps.final.title'));
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: text('buttons.cancelSubscription') }).click();
    await expectNoHorizontalScroll(page);
    await page.getByRole('checkbox', { name: text('finalStep.agreement') }).check();
    await page.getByRole('button', { name: text('buttons.cancelSubscription') }).click();
    await expect(heading(page)).toHaveText(text('checkEmail.title'));
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });

  test("an answer's free text with its warning: empty in German, over the limit in Japanese", async ({
    page,
  }) => {
    const de = locale('de');
    await open(page, '/seo', 'paid', 'de');
    await page.getByRole('radio', { name: text('survey.reason.answers.other', {}, de) }).check();
    await page.getByRole('button', { name: text('buttons.continue', {}, de) }).click();
    const field = page.getByLabel(text('fields.freeTextLabel', {}, de));
    await expect(field).toBeFocused();
    await expect(page.getByText(text('validation.fillField', {}, de)).first()).toBeVisible();
    await expectNoHorizontalScroll(page);

    const ja = locale('ja');
    await open(page, '/seo', 'paid', 'ja');
    await page.getByRole('radio', { name: text('survey.reason.answers.other', {}, ja) }).check();
    await page
      .getByLabel(text('fields.freeTextLabel', {}, ja))
      .fill('とても長い回答です。'.repeat(160));
    await page.getByRole('button', { name: text('buttons.continue', {}, ja) }).click();
    await expect(page.getByLabel(text('fields.freeTextLabel', {}, ja))).toBeFocused();
    await expectNoHorizontalScroll(page);
  });

  test('no subscription, in Japanese', async ({ page }) => {
    await open(page, '/no-subscription', 'paid', 'ja');
    await expect(heading(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('an unknown confirm key, in Vietnamese', async ({ page }) => {
    await open(page, '/seo/confirm-unsubscribe?key=nope', 'paid', 'vi');
    await expect(heading(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('the global error, in Polish', async ({ page }) => {
    await open(page, '/seo', 'context-error', 'pl');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

test('a short page fills the screen edge to edge, without a frame or a scroll bar', async ({
  page,
}) => {
  await open(page, '/no-subscription', 'paid', 'en');
  await expect(heading(page)).toBeVisible();
  const fit = await page.evaluate(() => {
    const frame = document.querySelector('.cf-page')!.getBoundingClientRect();
    return {
      frame: [frame.left, frame.top, frame.width, frame.height],
      scrollHeight: document.documentElement.scrollHeight,
      background: getComputedStyle(document.body).backgroundColor,
      pageBackground: getComputedStyle(document.querySelector('.cf-page')!).backgroundColor,
    };
  });
  // The page's background reaches every edge (no white frame) and nothing scrolls.
  expect(fit.frame).toEqual([0, 0, 360, 740]);
  expect(fit.scrollHeight).toBe(740);
  // Past the edges (overscroll on a phone) the same colour shows.
  expect(fit.background).toBe(fit.pageBackground);
});

test('each new step and the check-your-email screen open at the top, progress in view', async ({
  page,
}) => {
  const de = locale('de');
  const scrollY = () => page.evaluate(() => window.scrollY);
  /** As on a phone: the customer scrolls down to the step's button (a long step) and taps it. */
  const tapAtTheBottom = async (name: string, { long = true } = {}) => {
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
    if (long) expect(await scrollY()).toBeGreaterThan(0);
    await page.getByRole('button', { name }).click();
  };
  await open(page, '/seo', 'paid', 'de');
  await page
    .getByRole('radio', { name: text('survey.reason.answers.too_expensive', {}, de) })
    .check();
  await tapAtTheBottom(text('buttons.continue', {}, de));
  await expect(heading(page)).toHaveText(text('steps.followUp.title', {}, de));
  await expect(heading(page)).toBeFocused();
  expect(await scrollY()).toBe(0);
  await expect(page.getByRole('list', { name: text('progress.label', {}, de) })).toBeInViewport({
    ratio: 1,
  });

  await page.getByRole('radio').first().check();
  await tapAtTheBottom(text('buttons.continue', {}, de));
  await expect(heading(page)).toHaveText(text('steps.competitor.title', {}, de));
  await expect(heading(page)).toBeFocused();
  expect(await scrollY()).toBe(0);

  await tapAtTheBottom(text('buttons.notSure', {}, de), { long: false });
  await expect(heading(page)).toHaveText(text('steps.final.title', {}, de));
  expect(await scrollY()).toBe(0);
  await page.getByRole('checkbox', { name: text('finalStep.agreement', {}, de) }).check();
  await tapAtTheBottom(text('buttons.cancelSubscription', {}, de));
  await expect(heading(page)).toHaveText(text('checkEmail.title', {}, de));
  expect(await scrollY()).toBe(0);
});

/** Pixels from the bottom of `above` to the top of `below`. */
async function gapBetween(above: Locator, below: Locator) {
  const [a, b] = [await above.boundingBox(), await below.boundingBox()];
  if (!a || !b) throw new Error('an element to measure is not on screen');
  return Math.round(b.y - (a.y + a.height));
}

test("a step's subtitle keeps the same distance from what follows it as step 1's question", async ({
  page,
}) => {
  await open(page, '/seo', 'paid', 'en');
  await expect(page.getByRole('radio').first()).toBeVisible();
  // The app has replaced the prerendered step 1 (measured alone, it could be swapped mid-way).
  await expect(page.locator('[data-boot-placeholder]')).toHaveCount(0);
  const step1Gap = await gapBetween(
    page.getByText(text('survey.reason.question'), { exact: true }),
    page.locator('.cf-choice').first(),
  );
  expect(step1Gap).toBeGreaterThanOrEqual(8);

  await answer(page, text('survey.reason.answers.missing_features'), 'Exports');
  await expect(heading(page)).toHaveText(text('steps.competitor.title'));
  expect(
    await gapBetween(
      page.getByText(text('survey.competitor.question'), { exact: true }),
      page.getByRole('button', { name: text('buttons.yes') }),
    ),
  ).toBe(step1Gap);

  await page.getByRole('button', { name: text('buttons.notSure') }).click();
  await expect(heading(page)).toHaveText(text('steps.final.title'));
  expect(
    await gapBetween(
      page.getByText(text('steps.final.subtitle'), { exact: true }),
      page.getByText(text('finalStep.name'), { exact: true }),
    ),
  ).toBe(step1Gap);
});

/** What makes a question look like the step's subtitle. */
const subtitleLook = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { fontSize: style.fontSize, fontWeight: style.fontWeight, color: style.color };
  });

test("step 3.5's question looks and sits like step 1's, though it is its field's label", async ({
  page,
}) => {
  await open(page, '/seo', 'paid', 'en');
  await expect(page.locator('[data-boot-placeholder]')).toHaveCount(0);
  const step1Question = page.getByText(text('survey.reason.question'), { exact: true });
  const look = await subtitleLook(step1Question);
  const gap = await gapBetween(step1Question, page.locator('.cf-choice').first());

  await answer(page, text('survey.reason.answers.missing_features'), 'Exports');
  await page.getByRole('button', { name: text('buttons.yes') }).click();
  const servicesQuestion = page.getByText(text('survey.services.question'), { exact: true });
  await expect(servicesQuestion).toBeVisible();
  expect(await subtitleLook(servicesQuestion)).toEqual(look);
  expect(await gapBetween(servicesQuestion, page.getByRole('textbox'))).toBe(gap);
  // Still the textarea's label.
  await expect(page.getByLabel(text('survey.services.question'))).toBeVisible();
});

test("the no-subscription page spaces its heading, note and actions by its Stack's gap alone", async ({
  page,
}) => {
  await open(page, '/no-subscription', 'paid', 'de');
  await expect(heading(page)).toBeVisible();
  const note = page.locator('main p').first();
  const gap = await note.evaluate((element) =>
    Math.round(parseFloat(getComputedStyle(element.parentElement!).rowGap)),
  );
  expect(gap).toBeGreaterThan(0);
  expect(await gapBetween(heading(page), note)).toBe(gap);
  expect(
    await gapBetween(
      note,
      page.getByRole('link', { name: text('buttons.goHome', {}, locale('de')) }),
    ),
  ).toBe(gap);
});
