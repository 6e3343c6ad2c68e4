import { expect, test, type Page } from '@playwright/test';
import { heading, open, text } from './support';

/** Tabs forward until the focused element has this accessible name (at most 30 stops). */
async function tabTo(page: Page, name: string | RegExp) {
  for (let stop = 0; stop < 30; stop += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      if (!element || element === document.body) return '';
      const labelled = element.labels?.[0]?.textContent ?? '';
      return `${element.getAttribute('aria-label') ?? ''}${labelled}${element.textContent ?? ''}`.trim();
    });
    if (typeof name === 'string' ? label === name || label.startsWith(name) : name.test(label))
      return;
  }
  throw new Error(`Could not reach ${name} with the Tab key`);
}

/**
 * The focused element shows the kit's focus ring (3px solid, the focus colour), as the controls
 * do, not the browser's own thin box.
 */
async function expectKitFocusRing(page: Page) {
  const ring = await page.evaluate(() => {
    const focused = document.activeElement ?? document.body;
    const probe = document.createElement('span');
    probe.style.color = 'var(--cf-color-focus)';
    focused.closest('.cf-root')?.append(probe);
    const focusColor = getComputedStyle(probe).color;
    probe.remove();
    const style = getComputedStyle(focused);
    return {
      style: style.outlineStyle,
      width: style.outlineWidth,
      color: style.outlineColor,
      focusColor,
    };
  });
  expect(ring).toEqual({
    style: 'solid',
    width: '3px',
    color: ring.focusColor,
    focusColor: ring.focusColor,
  });
}

test('a customer cancels with the keyboard alone', async ({ page }) => {
  await open(page, '/seo');
  await expect(heading(page)).toHaveText(text('steps.reason.title'));

  // Step 1: into the radio group, arrow keys choose, the first answer opens its follow-up.
  await tabTo(page, text('survey.reason.answers.too_expensive'));
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('radio', { name: text('survey.reason.answers.too_expensive') }),
  ).toBeChecked();
  await tabTo(page, text('buttons.continue'));
  await page.keyboard.press('Enter');

  // Step 2: the focus moved to the new heading; choose with the arrow keys.
  await expect(heading(page)).toHaveText(text('steps.followUp.title'));
  await expect(heading(page)).toBeFocused();
  await expectKitFocusRing(page);
  await tabTo(page, /./);
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio').first()).toBeChecked();
  await tabTo(page, text('buttons.continue'));
  await page.keyboard.press('Enter');

  // Step 3: Not sure yet.
  await expect(heading(page)).toHaveText(text('steps.competitor.title'));
  await tabTo(page, text('buttons.notSure'));
  await page.keyboard.press('Enter');

  // Step 4: the name is filled in; tick the agreement with Space and cancel with Enter.
  await expect(heading(page)).toHaveText(text('steps.final.title'));
  await tabTo(page, text('finalStep.agreement'));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: text('finalStep.agreement') })).toBeChecked();
  await tabTo(page, text('buttons.cancelSubscription'));
  await page.keyboard.press('Enter');

  await expect(heading(page)).toHaveText(text('checkEmail.title'));
  // The new screen is announced: focus moves to its panel, not to the page's body.
  await expect(page.getByRole('region', { name: text('checkEmail.title') })).toBeFocused();
  await expectKitFocusRing(page);
});

test('an unanswered list of answers is one Tab stop, in both directions', async ({ page }) => {
  await open(page, '/seo');
  await expect(heading(page)).toHaveText(text('steps.reason.title'));
  const first = page.getByRole('radio', { name: text('survey.reason.answers.too_expensive') });
  await tabTo(page, text('survey.reason.answers.too_expensive'));
  await expect(first).toBeFocused();
  // Tab leaves the group for Continue; no radio is checked on the way.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: text('buttons.continue') })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(first).toBeFocused();
  // Shift+Tab leaves the group backwards (nothing on step 1 comes before it), not to another
  // answer.
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).not.toBe(
    'radio',
  );
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
});

test('Continue without an answer on a follow-up question focuses its first answer, still a Tab stop', async ({
  page,
}) => {
  await open(page, '/seo');
  await page.getByRole('radio', { name: text('survey.reason.answers.too_expensive') }).check();
  await page.getByRole('button', { name: text('buttons.continue') }).click();
  await expect(heading(page)).toHaveText(text('steps.followUp.title'));
  const continueButton = page.getByRole('button', { name: text('buttons.continue') });
  await continueButton.focus();
  await page.keyboard.press('Enter');
  // The first answer, not "Other" (the previous step's group had one too).
  const first = page.getByRole('radio', { name: text('survey.price.answers.value') });
  await expect(first).toBeFocused();
  await expect(page.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  // Tab leaves the answers for Continue; Shift+Tab comes back to them.
  await page.keyboard.press('Tab');
  await expect(continueButton).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(first).toBeFocused();
});

test('Shift+Tab from below enters the answers at the first one, or at the chosen one', async ({
  page,
}) => {
  await open(page, '/seo');
  await expect(heading(page)).toHaveText(text('steps.reason.title'));
  // No answer has had the focus yet: the customer comes back up from the stay link.
  await page.getByRole('link', { name: text('buttons.stay') }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: text('buttons.continue') })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(
    page.getByRole('radio', { name: text('survey.reason.answers.too_expensive') }),
  ).toBeFocused();
  // An answer without a text field under it, which would be the next stop after its radio.
  const chosen = page.getByRole('radio', {
    name: text('survey.reason.answers.project_finished'),
  });
  await chosen.check();
  await page.getByRole('link', { name: text('buttons.stay') }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(chosen).toBeFocused();
});

test('focus is always visible', async ({ page }) => {
  await open(page, '/seo');
  await tabTo(page, text('buttons.continue'));
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement ?? document.body);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      shadow: style.boxShadow,
    };
  });
  expect((outline.style !== 'none' && outline.width >= 2) || outline.shadow !== 'none').toBe(true);
});
