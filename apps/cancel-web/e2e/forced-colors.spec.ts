import { expect, test, type Locator } from '@playwright/test';
import { open, text } from './support';

// Windows contrast themes: the browser replaces the page's colours with the theme's few system
// colours and drops backgrounds and shadows. What those carried must still show.
test.use({ forcedColors: 'active', colorScheme: 'dark' });

const style = (
  locator: Locator,
  property: 'backgroundColor' | 'borderTopColor' | 'fill' | 'stroke',
) => locator.evaluate((element, name) => getComputedStyle(element)[name], property);

test('the current step stands out from the others', async ({ page }) => {
  await open(page, '/seo');
  const markers = page.locator('.cf-steps__marker');
  await expect(markers).toHaveCount(4);

  const current = await style(markers.nth(0), 'backgroundColor');
  expect(current).not.toBe(await style(markers.nth(1), 'backgroundColor'));
  // The lines between the steps are drawn too.
  const line = await page
    .locator('.cf-steps__item + .cf-steps__item')
    .first()
    .evaluate((item) => getComputedStyle(item, '::before').backgroundColor);
  expect(line).not.toBe(
    await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor),
  );
});

test("a status icon's mark shows on its disc", async ({ page }) => {
  await page.goto(`/cancel/semrush/confirm-unsubscribe?key=not-a-key&mock=paid`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('confirm.failureTitle'));
  const icon = page.locator('.cf-status__icon svg');
  const disc = await style(icon.locator('circle').first(), 'fill');

  expect(await style(icon.locator('.cf-icon__mark'), 'stroke')).not.toBe(disc);
});

test('the chosen answer stands out in the system highlight, as a hovered or pressed button does', async ({
  page,
}) => {
  await open(page, '/seo');
  // The app's step, not the prerendered one it replaces.
  await expect(page.locator('[data-boot-placeholder]')).toHaveCount(0);
  const highlight = await style(
    page.locator('.cf-steps__item--current .cf-steps__marker'),
    'backgroundColor',
  );

  const answers = page.locator('.cf-choice');
  await page
    .getByRole('radio', { name: text('survey.reason.answers.too_expensive'), exact: true })
    .check();
  await page.mouse.move(0, 0);
  await expect.poll(() => style(answers.nth(0), 'borderTopColor')).toBe(highlight);
  expect(await style(answers.nth(1), 'borderTopColor')).not.toBe(highlight);

  // Buttons lose their fills: the one under the pointer is ringed in the highlight, and the
  // pressed one filled with it, so a press shows unlike a hover.
  const continueButton = page.getByRole('button', { name: text('buttons.continue') });
  const atRest = await style(continueButton, 'backgroundColor');
  await continueButton.hover();
  await expect.poll(() => style(continueButton, 'borderTopColor')).toBe(highlight);
  expect(await style(continueButton, 'backgroundColor')).toBe(atRest);
  await page.mouse.down();
  await expect.poll(() => style(continueButton, 'backgroundColor')).toBe(highlight);
  // Let go elsewhere: no click.
  await page.mouse.move(0, 0);
  await page.mouse.up();
  await expect.poll(() => style(continueButton, 'backgroundColor')).toBe(atRest);
});
