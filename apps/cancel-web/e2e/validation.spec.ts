import { expect, test, type Locator, type Page } from '@playwright/test';
import { answer, continueStep, expectAccessible, heading, locale, open, text } from './support';

/** product §5: the message sits in a warning tooltip beside the focused field, tied to it for AT. */
async function expectWarning(
  page: Page,
  field: Locator,
  message: string,
  focused: Locator = field,
) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(focused).toBeFocused();
  await expect(tooltip(page, message)).toHaveAttribute('data-state', 'open');
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
}

const tooltip = (page: Page, message: string) =>
  page.locator('.cf-field-warning', { hasText: message });

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('validation messages', () => {
  test('step 1 needs an answer, and Other needs text of at most 1500 characters', async ({
    page,
  }) => {
    await open(page, '/seo');
    await continueStep(page);
    await expectWarning(
      page,
      page.getByRole('radiogroup'),
      text('validation.chooseOption'),
      page.getByRole('radio').first(),
    );
    await expectAccessible(page);

    await page
      .getByRole('radio', { name: text('survey.reason.answers.other'), exact: true })
      .check();
    const freeText = page.getByLabel(text('fields.freeTextLabel'));
    await freeText.fill('   ');
    await continueStep(page);
    await expectWarning(page, freeText, text('validation.fillField'));

    await freeText.fill('x'.repeat(1501));
    await continueStep(page);
    await expectWarning(page, freeText, text('validation.commentTooLong_other', { count: 1500 }));
    // Nothing the customer typed is cut off.
    await expect(freeText).toHaveValue('x'.repeat(1501));
    await expect(
      page.getByText(text('fields.charactersOver_one', { count: 1 })).first(),
    ).toBeVisible();
    await expectAccessible(page);

    await freeText.press('Backspace');
    await expect(
      tooltip(page, text('validation.commentTooLong_other', { count: 1500 })),
    ).toHaveCount(0);
    await continueStep(page);
    await expect(heading(page)).toHaveText(text('steps.competitor.title'));
  });

  test("on the smallest phone, step 1's message is in view with the answer that has focus", async ({
    page,
  }) => {
    // German's nine long answers run far below the fold at 320×568.
    await page.setViewportSize({ width: 320, height: 568 });
    const de = locale('de');
    await open(page, '/seo', 'paid', 'de');
    await page.getByRole('button', { name: text('buttons.continue', {}, de) }).click();
    await expect(page.getByRole('radio').first()).toBeFocused();
    await expect(page.getByRole('radio').first()).toBeInViewport();
    await expect(tooltip(page, text('validation.chooseOption', {}, de))).toBeInViewport({
      ratio: 1,
    });
  });

  test('the warning shows only while the field is focused', async ({ page }) => {
    await open(page, '/seo');
    await continueStep(page);
    const warning = tooltip(page, text('validation.chooseOption'));
    await expect(warning).toHaveAttribute('data-state', 'open');
    await expect(warning).toBeVisible();
    await page.getByRole('link', { name: text('buttons.stay') }).focus();
    await expect(warning).toHaveAttribute('data-state', 'closed');
    await expect(page.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('radio').first().focus();
    await expect(warning).toHaveAttribute('data-state', 'open');
  });

  test('step 3.5 services: required and at most 250 characters', async ({ page }) => {
    await open(page, '/seo');
    await answer(page, text('survey.reason.answers.hard_to_use'), 'Too many menus');
    await page.getByRole('button', { name: text('buttons.yes') }).click();
    const services = page.getByLabel(text('survey.services.question'));
    await continueStep(page);
    await expectWarning(page, services, text('validation.fillField'));
    await services.fill('s'.repeat(251));
    await continueStep(page);
    await expectWarning(page, services, text('validation.commentTooLong_other', { count: 250 }));
    await expectAccessible(page);
    await services.fill('s'.repeat(250));
    await continueStep(page);
    await expect(heading(page)).toHaveText(text('steps.final.title'));
  });

  test('step 4: name required and at most 80 characters, agreement required', async ({ page }) => {
    await open(page, '/seo');
    await answer(page, text('survey.reason.answers.project_finished'));
    const name = page.getByLabel(text('finalStep.name'));
    const agreement = page.getByRole('checkbox', { name: text('finalStep.agreement') });
    const cancel = page.getByRole('button', { name: text('buttons.cancelSubscription') });

    await name.fill('   ');
    await cancel.click();
    await expectWarning(page, name, text('finalStep.nameRequired'));
    await expect(agreement).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await name.fill('N'.repeat(81));
    await cancel.click();
    await expectWarning(page, name, text('finalStep.nameTooLong_other', { count: 80 }));
    await expect(name).toHaveValue('N'.repeat(81));

    await name.fill('Alex');
    await cancel.click();
    await expectWarning(page, agreement, text('finalStep.agreementRequired'));
    await agreement.check();
    await cancel.click();
    await expect(heading(page)).toHaveText(text('checkEmail.title'));
  });
});
