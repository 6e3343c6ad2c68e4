import { expect, test } from '@playwright/test';
import { answer, expectAccessible, finish, heading, open, text } from './support';

const reason = (id: string, app = 'SEO Toolkit') => text(`survey.reason.answers.${id}`, { app });

test.describe('a trial customer', () => {
  test('is not sure they need the product and never had a chance to use it', async ({ page }) => {
    await open(page, '/seo', 'trial');
    await expect(heading(page)).toHaveText(text('steps.reason.title'));
    await expect(page.getByRole('link', { name: text('buttons.stayTrial') })).toBeVisible();
    await expect(page.getByRole('radio').first()).toHaveAccessibleName(reason('not_sure_need'));
    await expect(page.getByRole('radio').last()).toHaveAccessibleName(reason('other'));
    await expect(
      page.getByRole('radio', { name: text('survey.reason.answers.not_using') }),
    ).toHaveCount(0);
    await expectAccessible(page);

    await answer(page, reason('not_sure_need'));
    await expect(
      page.getByRole('radiogroup', {
        name: text('survey.not_sure.question', { app: 'SEO Toolkit' }),
      }),
    ).toBeVisible();
    await expectAccessible(page);
    await answer(page, text('survey.not_sure.answers.no_chance'));

    await expect(heading(page)).toHaveText(text('steps.competitor.title'));
    await page.getByRole('button', { name: text('buttons.notSure') }).click();

    await expect(heading(page)).toHaveText(text('steps.final.title'));
    // Only paid users get the optional comment.
    await expect(page.getByLabel(text('survey.comments.question'))).toHaveCount(0);
    await expectAccessible(page);
    const submission = await finish(page);
    expect(submission.survey.first_question).toMatchObject({
      question: "Please let us know why you're leaving",
      answers: ["I'm not sure I need SEO Toolkit"],
    });
    expect(submission.survey.second_question).toMatchObject({
      question: 'Why are you not sure you need SEO Toolkit?',
      answers: ["Didn't have a chance to use it during the free trial"],
    });
    expect(submission.survey.fourth_question).toBeUndefined();
  });

  test('gets the price follow-up and can skip the competitor question', async ({ page }) => {
    await open(page, '/social', 'trial');
    await answer(page, reason('too_expensive'));
    await expect(
      page.getByRole('radiogroup', { name: text('survey.price.question') }),
    ).toBeVisible();
    await page.getByRole('button', { name: text('buttons.back') }).click();
    await answer(page, reason('just_exploring'));
    await expect(heading(page)).toHaveText(text('steps.final.title'));
    const submission = await finish(page);
    expect(submission.survey.first_question?.answers).toEqual(['I was just exploring']);
  });

  test('names the product in the question of the page it is on', async ({ page }) => {
    await open(page, '/advertising', 'trial');
    await expect(
      page.getByRole('radio', { name: reason('not_sure_need', 'Advertising Toolkit') }),
    ).toBeVisible();
    await answer(page, reason('other', 'Advertising Toolkit'), 'Testing');
    await expect(heading(page)).toHaveText(text('steps.competitor.title'));
  });
});
