import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from '../../../scripts/chromium.mjs';
import { heading, text } from '../e2e/support';
import {
  ALEX,
  alexTypesStep4Comment,
  expectFreshSurvey,
  resetFaults,
  SAM,
  signIn,
  tabStorage,
} from './support';

// Item 4 with the back/forward cache on, as in every browser (Playwright's Chromium turns it off):
// a page brought back by Back must not show what it held for the previous customer. The full
// Chromium, not the suite's headless shell, which has no back/forward cache.
test.use({
  launchOptions: {
    executablePath: requireChromium(),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

test.beforeEach(async ({ request }) => resetFaults(request));

/** How the page now shown was loaded: 'reload' once it was loaded again after Back. */
const navigationType = (page: Page) =>
  page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
  );

test("Back after another customer signed in loads the page again for them, never the previous customer's survey", async ({
  page,
  request,
}) => {
  await alexTypesStep4Comment(page);
  // Alex leaves for another page of the site; Sam signs in; Back.
  await page.goto('/cancel/no-subscription');
  await signIn(request, SAM);
  // 'commit': a page restored from the cache fires no load event.
  await page.goBack({ waitUntil: 'commit' });

  await expectFreshSurvey(page);
  for (const value of [ALEX.email, ALEX.comment]) {
    await expect(page.getByText(value)).toHaveCount(0);
    expect(await tabStorage(page)).not.toContain(value);
  }
  // Brought back from the cache, then loaded again (without the cache, Back reads back_forward).
  expect(await navigationType(page)).toBe('reload');
});

test('Back for the same customer loads the page again with everything they typed', async ({
  page,
}) => {
  await alexTypesStep4Comment(page);
  await page.goto('/cancel/no-subscription');
  // 'commit': a page restored from the cache fires no load event.
  await page.goBack({ waitUntil: 'commit' });

  await expect(heading(page)).toHaveText(text('steps.final.title'));
  await expect(page.getByLabel(text('survey.comments.question'))).toHaveValue(ALEX.comment);
  expect(await navigationType(page)).toBe('reload');
});
