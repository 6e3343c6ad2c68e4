import { expect, test } from '@playwright/test';
import { answer, finish, open, text } from './support';

test('markup typed into the name and comments is shown as text and sent unchanged', async ({
  page,
}) => {
  const markup = '<img src=x onerror="window.__injected=1"><b>Bold</b> & "quotes"';
  let dialog = false;
  page.on('dialog', async (opened) => {
    dialog = true;
    await opened.dismiss();
  });
  await open(page, '/seo');
  await answer(page, text('survey.reason.answers.other'), markup);
  await page.getByRole('button', { name: text('buttons.notSure') }).click();
  await page.getByRole('button', { name: text('buttons.back') }).click();
  await page.getByRole('button', { name: text('buttons.back') }).click();
  await expect(page.getByLabel(text('fields.freeTextLabel'))).toHaveValue(markup);
  await page.getByRole('button', { name: text('buttons.continue') }).click();
  await page.getByRole('button', { name: text('buttons.notSure') }).click();

  const submission = await finish(page, { name: markup, comment: markup });
  expect(submission.name).toBe(markup);
  expect(submission.survey.first_question?.comment).toBe(markup);
  expect(submission.survey.fourth_question?.comment).toBe(markup);
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  expect(await page.locator('img[src="x"], b').count()).toBe(0);
  expect(dialog).toBe(false);
});
