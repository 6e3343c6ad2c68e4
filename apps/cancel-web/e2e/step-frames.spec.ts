import { expect, test, type Page } from '@playwright/test';
import { answer, continueStep, heading, open, text } from './support';

interface Frame {
  readonly title: string;
  /** Whether the card under the heading holds a field or a button of the step. */
  readonly hasControl: boolean;
  /** Whether step 4's name field is there. */
  readonly hasName: boolean;
}

/**
 * Records every state of the page's heading and fields that the DOM goes through (each batch of
 * mutations React commits), so that a heading shown over an empty card is seen even for one frame.
 */
async function recordFrames(page: Page, nameLabel: string) {
  await page.addInitScript((label: string) => {
    const frames: Frame[] = [];
    (window as unknown as { __frames: Frame[] }).__frames = frames;
    const record = () => {
      const h1 = document.querySelector('h1');
      if (!h1) return;
      const main = h1.closest('main') ?? document.body;
      const controls = main.querySelectorAll('input, textarea, button:not([aria-hidden="true"])');
      const hasName = [...document.querySelectorAll('label')].some((element) =>
        element.textContent?.trim().startsWith(label),
      );
      const frame = { title: h1.textContent ?? '', hasControl: controls.length > 0, hasName };
      const last = frames[frames.length - 1];
      if (!last || JSON.stringify(last) !== JSON.stringify(frame)) frames.push(frame);
    };
    new MutationObserver(record).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, nameLabel);
}

const framesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);

test('every step shows its fields in the same frame as its heading, step 4 its name field', async ({
  page,
}) => {
  await recordFrames(page, text('finalStep.name'));
  await open(page, '/seo');
  await expect(heading(page)).toHaveText(text('steps.reason.title'));
  await answer(page, text('survey.reason.answers.too_expensive'));
  await expect(heading(page)).toHaveText(text('steps.followUp.title'));
  await answer(page, text('survey.price.answers.cheaper_alternative'));
  await expect(heading(page)).toHaveText(text('steps.competitor.title'));
  await page.getByRole('button', { name: text('buttons.yes') }).click();
  await page.getByLabel(text('survey.services.question')).fill('Cheaper Tool Inc.');
  await continueStep(page);
  await expect(heading(page)).toHaveText(text('steps.final.title'));
  await expect(page.getByLabel(text('finalStep.name'))).toBeVisible();

  const frames = await framesOf(page);
  const titles = [
    'steps.reason.title',
    'steps.followUp.title',
    'steps.competitor.title',
    'steps.final.title',
  ].map((key) => text(key));
  const stepFrames = frames.filter((frame) => titles.includes(frame.title));
  expect(stepFrames.map((frame) => frame.title)).toEqual(expect.arrayContaining(titles));
  expect(stepFrames.filter((frame) => !frame.hasControl)).toEqual([]);
  const final = stepFrames.filter((frame) => frame.title === text('steps.final.title'));
  expect(final.filter((frame) => !frame.hasName)).toEqual([]);
});
