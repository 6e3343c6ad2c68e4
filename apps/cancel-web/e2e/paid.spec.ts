import { expect, test } from '@playwright/test';
import {
  answer,
  continueStep,
  expectAccessible,
  finish,
  heading,
  open,
  surveyRecords,
  text,
} from './support';

const reason = (id: string) => text(`survey.reason.answers.${id}`);

test.describe('a paid customer cancels the SEO Toolkit', () => {
  test('price follow-up, another service named, comment, then check your e-mail', async ({
    page,
  }) => {
    // The whole journey with six axe scans: 39 s of the 45 s time-out in a CI run under load.
    test.slow();
    await open(page, '/seo');
    await expect(heading(page)).toHaveText(text('steps.reason.title'));
    await expect(page.getByText(text('survey.reason.question'))).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: text('progress.step', { n: 1 }) })
        .first(),
    ).toHaveAttribute('aria-current', 'step');
    await expectAccessible(page);

    await answer(page, reason('too_expensive'));
    await expect(heading(page)).toHaveText(text('steps.followUp.title'));
    await expect(
      page.getByRole('radiogroup', { name: text('survey.price.question') }),
    ).toBeVisible();
    await expectAccessible(page);
    await answer(page, text('survey.price.answers.cheaper_alternative'));

    await expect(heading(page)).toHaveText(text('steps.competitor.title'));
    await expect(page.getByText(text('survey.competitor.question'))).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: text('buttons.yes') }).click();

    await expect(page.getByLabel(text('survey.services.question'))).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(text('survey.services.question')).fill('Cheaper Tool Inc.');
    await continueStep(page);

    await expect(heading(page)).toHaveText(text('steps.final.title'));
    await expect(page.getByLabel(text('finalStep.name'))).toHaveValue('Alex Morgan');
    await expect(page.getByLabel(text('finalStep.email'))).toHaveValue('alex.morgan@example.com');
    await expect(page.getByLabel(text('finalStep.email'))).toHaveAttribute('readonly', '');
    await expectAccessible(page);
    const submission = await finish(page, { comment: '  Thanks for everything.  ' });

    expect(submission).toMatchObject({
      name: 'Alex Morgan',
      email: 'alex.morgan@example.com',
      accepted_terms: true,
      survey: {
        first_question: {
          question: "Please let us know why you're leaving",
          answers: ["It's too expensive"],
          comment: '',
        },
        second_question: {
          question: 'What best describes the problem with the price?',
          answers: ['I found a cheaper alternative'],
        },
        third_question: {
          question: 'Are you going to use any other service instead?',
          answers: ['Yes'],
          comment: 'Cheaper Tool Inc.',
        },
        fourth_question: {
          question: 'Is there anything else you would like to tell us?',
          answers: [],
          comment: 'Thanks for everything.',
        },
      },
    });
    expect(new Date(submission.timestamp).getTime()).not.toBeNaN();

    await expect(heading(page)).toHaveText(text('checkEmail.title'));
    await expect(
      page.getByText(text('checkEmail.body', { email: 'alex.morgan@example.com' })),
    ).toBeVisible();
    await expect(page.getByText(text('checkEmail.processing'))).toBeVisible();
    await expectAccessible(page);
  });

  test('an answer without follow-up that needs text, then Not sure yet', async ({ page }) => {
    await open(page, '/seo');
    await answer(page, reason('missing_features'), 'Better local rank tracking');
    await expect(heading(page)).toHaveText(text('steps.competitor.title'));
    await page.getByRole('button', { name: text('buttons.notSure') }).click();
    const submission = await finish(page);
    expect(submission.survey.first_question).toMatchObject({
      answers: ['It lacks features I need'],
      comment: 'Better local rank tracking',
    });
    expect(submission.survey.third_question).toMatchObject({
      answers: ['Not sure yet'],
      comment: '',
    });
    expect(submission.survey.second_question).toBeUndefined();
    expect(submission.survey.fourth_question).toBeUndefined();
  });

  for (const id of ['project_finished', 'another_account', 'business_struggling'] as const) {
    test(`'${id}' skips the competitor question`, async ({ page }) => {
      await open(page, '/seo');
      await answer(page, reason(id));
      await expect(heading(page)).toHaveText(text('steps.final.title'));
      await expect(page.getByText(text('progress.step', { n: 4 })).first()).toBeVisible();
      // Steps 2 and 3 were passed over: read and shown as skipped, not ticked as done.
      const steps = page.getByRole('list', { name: text('progress.label') }).getByRole('listitem');
      await expect(steps).toContainText([
        text('progress.stepDone', { n: 1 }),
        text('progress.stepSkipped', { n: 2 }),
        text('progress.stepSkipped', { n: 3 }),
        text('progress.step', { n: 4 }),
      ]);
      await expect(steps.locator('svg')).toHaveCount(1);
      const submission = await finish(page);
      expect(Object.keys(submission.survey)).toEqual(['first_question']);
    });
  }

  test('usage and data follow-ups, and a follow-up that skips the competitor question', async ({
    page,
  }) => {
    await open(page, '/seo');
    await answer(page, reason('not_using'));
    await expect(
      page.getByRole('radiogroup', { name: text('survey.usage.question') }),
    ).toBeVisible();
    await page.getByRole('button', { name: text('buttons.back') }).click();
    await expect(page.getByRole('radio', { name: reason('not_using'), exact: true })).toBeChecked();

    await answer(page, reason('data_quality'));
    await expect(
      page.getByRole('radiogroup', { name: text('survey.data.question') }),
    ).toBeVisible();
    await answer(page, text('survey.data.answers.other'), 'Search volumes for my niche');
    await expect(heading(page)).toHaveText(text('steps.competitor.title'));
    await page.getByRole('button', { name: text('buttons.back') }).click();
    await page.getByRole('button', { name: text('buttons.back') }).click();

    await answer(page, reason('too_expensive'));
    await answer(page, text('survey.price.answers.budget_cut'));
    await expect(heading(page)).toHaveText(text('steps.final.title'));
    const submission = await finish(page);
    expect(submission.survey.second_question?.answers).toEqual(['My budget was cut']);
    expect(submission.survey.third_question).toBeUndefined();
  });

  test('the first answer stays first and Other stays last, in the same order after a reload', async ({
    page,
  }) => {
    await open(page, '/seo');
    const radios = page.getByRole('radio');
    await expect(radios.first()).toHaveAccessibleName(reason('too_expensive'));
    await expect(radios.last()).toHaveAccessibleName(reason('other'));
    const order = await radios.evaluateAll((inputs) =>
      inputs.map((input) => input.getAttribute('value')),
    );
    await page.reload();
    await expect(radios.first()).toHaveAccessibleName(reason('too_expensive'));
    expect(
      await radios.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('value'))),
    ).toEqual(order);
  });

  test('a reload keeps every answer given so far', async ({ page }) => {
    await open(page, '/seo');
    await answer(page, reason('other'), 'Moving to an agency');
    await expect(heading(page)).toHaveText(text('steps.competitor.title'));
    await page.reload();
    await expect(heading(page)).toHaveText(text('steps.competitor.title'));
    await page.getByRole('button', { name: text('buttons.back') }).click();
    await expect(page.getByRole('radio', { name: reason('other'), exact: true })).toBeChecked();
    await expect(page.getByLabel(text('fields.freeTextLabel'))).toHaveValue('Moving to an agency');
  });

  test('I want to stay leads to the homepage', async ({ page }) => {
    await open(page, '/seo');
    await expect(page.getByRole('link', { name: text('buttons.stay') })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('I want to stay forgets what was typed; opened in a new tab, it keeps it', async ({
    page,
  }) => {
    await open(page, '/seo');
    await answer(page, reason('other'), 'Moving to an agency');
    const stay = page.getByRole('link', { name: text('buttons.stay') });
    // Into a new tab: the customer is still here, with every answer.
    const opened = page.context().waitForEvent('page');
    await stay.click({ modifiers: ['ControlOrMeta'] });
    await (await opened).close();
    expect(await surveyRecords(page)).toContain('Moving to an agency');

    await stay.click();
    // The homepage ('/'): the preview server sends it on to the toolkit choice.
    await page.waitForURL((url) => url.pathname === '/cancel/');
    expect(await surveyRecords(page)).not.toContain('Moving to an agency');
    await page.goto('/cancel/seo');
    await expect(heading(page)).toHaveText(text('steps.reason.title'));
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  });
});
