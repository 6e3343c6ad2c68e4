import { expect, test, type Page } from '@playwright/test';
import { answer, finish, heading, open, text } from './support';

const reason = text('survey.reason.answers.too_expensive');
const price = text('survey.price.answers.cheaper_alternative');

async function onStep(page: Page, titleKey: string, checked?: string) {
  await expect(heading(page)).toHaveText(text(titleKey));
  if (checked) await expect(page.getByRole('radio', { name: checked, exact: true })).toBeChecked();
}

test.describe("the browser's Back and Forward buttons", () => {
  test('move between the steps 1, 2 and 3, keep the answers, and survive a reload', async ({
    page,
  }) => {
    await open(page, '/seo');
    await onStep(page, 'steps.reason.title');
    await answer(page, reason);
    await onStep(page, 'steps.followUp.title');
    await answer(page, price);
    await onStep(page, 'steps.competitor.title');

    await page.goBack();
    await onStep(page, 'steps.followUp.title', price);
    await page.goBack();
    await onStep(page, 'steps.reason.title', reason);
    await expect(page).toHaveURL(/\/cancel\/seo\?/);

    await page.goForward();
    await onStep(page, 'steps.followUp.title', price);
    await page.goForward();
    await onStep(page, 'steps.competitor.title');

    await page.reload();
    await onStep(page, 'steps.competitor.title');
    await page.goBack();
    await onStep(page, 'steps.followUp.title', price);
    await page.reload();
    await onStep(page, 'steps.followUp.title', price);
  });

  test('Forward does not skip a step the changed answers no longer lead to', async ({ page }) => {
    await open(page, '/seo');
    await answer(page, reason);
    await answer(page, price);
    await onStep(page, 'steps.competitor.title');
    await page.goBack();
    await page.goBack();
    await onStep(page, 'steps.reason.title', reason);

    // An answer without a follow-up question: step 2 is off the path now.
    await page
      .getByRole('radio', { name: text('survey.reason.answers.other'), exact: true })
      .check();
    await page.goForward();
    await onStep(page, 'steps.reason.title');
  });

  test("the app's Back goes back in the history too: the browser's Back then goes further back", async ({
    page,
  }) => {
    await open(page, '/seo');
    await answer(page, reason);
    await answer(page, price);
    await onStep(page, 'steps.competitor.title');
    await page.getByRole('button', { name: text('buttons.back') }).click();
    await onStep(page, 'steps.followUp.title', price);
    // Not forward to step 3 again: back to step 1, and Forward returns to step 2, then 3.
    await page.goBack();
    await onStep(page, 'steps.reason.title', reason);
    await page.goForward();
    await onStep(page, 'steps.followUp.title', price);
    await page.goForward();
    await onStep(page, 'steps.competitor.title');
  });

  test("step 4's typed values survive a reload", async ({ page }) => {
    await open(page, '/seo');
    await answer(page, text('survey.reason.answers.project_finished'));
    await onStep(page, 'steps.final.title');
    await page.getByLabel(text('finalStep.name')).fill('Ada Lovelace');
    await page.getByRole('checkbox', { name: text('finalStep.agreement') }).check();
    await page.reload();
    await onStep(page, 'steps.final.title');
    await expect(page.getByLabel(text('finalStep.name'))).toHaveValue('Ada Lovelace');
    await expect(page.getByRole('checkbox', { name: text('finalStep.agreement') })).toBeChecked();
  });

  test('once the survey is sent, Back leaves it at once, not after as many presses as it had steps', async ({
    page,
  }) => {
    await open(page, '/');
    await expect(heading(page)).toHaveText(text('toolkitChoice.title'));
    await open(page, '/seo');
    await answer(page, reason);
    await answer(page, price);
    await onStep(page, 'steps.competitor.title');
    await page.getByRole('button', { name: text('buttons.notSure') }).click();
    await finish(page);
    await expect(heading(page)).toHaveText(text('checkEmail.title'));

    await page.goBack();
    await expect(heading(page)).toHaveText(text('toolkitChoice.title'));
    // Forward comes back to what was sent, whichever of its entries it lands on.
    await page.goForward();
    await expect(heading(page)).toHaveText(text('checkEmail.title'));
  });
});
