import { expect, test, type Page, type Request } from '@playwright/test';
import {
  answer,
  expectAccessible,
  finish,
  heading,
  open,
  openForOffer,
  surveyRecords,
  text,
} from './support';

// The mock build's demo amounts (apps/cancel-web/.env.mock).
const LOYAL_PRICE = '$99.95';
const DISCOUNT = '30%';

const loyalTitle = text('offer.loyalPrice.title');
const downgradeTitle = text('offer.downgrade.title');
const banner = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ hasText: text('errors.banner', { email: 'support@example.com' }) });
const progress = (page: Page, n: number) =>
  page.getByRole('list', { name: text('progress.label') }).getByText(text('progress.step', { n }));
/** A plan's radio is named by the plan, then its description. */
const planName = (plan: string) => new RegExp(`^${text(`offer.plans.${plan}`)}\\b`);
const acceptButton = (page: Page, label: string) => page.getByRole('button', { name: label });
const declineButton = (page: Page) => page.getByRole('button', { name: text('offer.decline') });

/** Records the offer calls the page makes. */
function offerCalls(page: Page) {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (/\/(eligible-for-offer|accept-offer|downgrade)\//.test(request.url())) calls.push(request);
  });
  const of = (path: string) => calls.filter((request) => request.url().includes(path));
  return {
    eligibility: () => of('/eligible-for-offer/'),
    acceptances: () => of('/accept-offer/'),
    downgrades: () => of('/downgrade/'),
  };
}

/** 'It's too expensive' → 'My budget was cut' (no step 3): the price reason. */
async function answerPrice(page: Page) {
  await answer(page, text('survey.reason.answers.too_expensive'));
  await answer(page, text('survey.price.answers.budget_cut'));
}

/** As the `offer` customer on `/cancel/{product}`, the price reason up to its loyal-price offer. */
async function toLoyalPriceOffer(page: Page, product: 'seo' | 'all') {
  await openForOffer(page, `/${product}`, 'offer');
  await answerPrice(page);
  await expect(heading(page)).toHaveText(loyalTitle);
}

/** 'My project is finished' (no follow-up, no step 3): a usage reason. */
async function answerUsage(page: Page) {
  await answer(page, text('survey.reason.answers.project_finished'));
}

/** Chooses the plan and accepts the downgrade. */
async function acceptDowngrade(page: Page, plan: string) {
  await page.getByRole('radio', { name: text(`offer.plans.${plan}`) }).check();
  await acceptButton(page, text('offer.downgrade.accept')).click();
}

async function expectSideBySide(page: Page, acceptLabel: string) {
  const accept = await acceptButton(page, acceptLabel).boundingBox();
  const decline = await declineButton(page).boundingBox();
  expect(accept && decline).toBeTruthy();
  expect(Math.abs(accept!.y - decline!.y)).toBeLessThan(2);
  expect(Math.abs(accept!.height - decline!.height)).toBeLessThan(1);
}

for (const product of ['seo', 'all'] as const) {
  test.describe(`/cancel/${product} with ?mock=offer`, () => {
    test('"It\'s too expensive" → the loyal price; accepting sends one accept-offer POST', async ({
      page,
    }) => {
      const calls = offerCalls(page);
      await openForOffer(page, `/${product}`, 'offer');
      await expect(heading(page)).toHaveText(text('steps.reason.title'));
      await answerPrice(page);

      await expect(heading(page)).toHaveText(loyalTitle);
      await expect(progress(page, 3)).toBeVisible();
      await expect(
        page.getByText(text('offer.loyalPrice.body.monthly', { price: LOYAL_PRICE })),
      ).toBeVisible();
      await expectSideBySide(page, text('offer.loyalPrice.accept'));
      await expectAccessible(page);

      await acceptButton(page, text('offer.loyalPrice.accept')).click();
      await expect(heading(page)).toHaveText(text('offer.success.loyalPrice.title'));
      await expect(
        page.getByText(text('offer.success.loyalPrice.body.monthly', { price: LOYAL_PRICE })),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: text('buttons.goHome') })).toBeVisible();
      await expectAccessible(page);

      expect(calls.eligibility()).toHaveLength(1);
      const [acceptance, ...more] = calls.acceptances();
      expect(more).toHaveLength(0);
      expect(acceptance?.method()).toBe('POST');
      expect(acceptance?.headers()['x-csrftoken']).toBeTruthy();
      expect(acceptance?.postDataJSON()).toEqual({ offer: 'loyal_price', period: '1 month' });
    });

    test('a usage reason → a downgrade to a chosen plan with one GET downgrade/?to=', async ({
      page,
    }) => {
      const calls = offerCalls(page);
      await openForOffer(page, `/${product}`, 'offer');
      await answerUsage(page);

      await expect(heading(page)).toHaveText(downgradeTitle);
      const plans = page.getByRole('radiogroup', { name: text('offer.downgrade.legend') });
      await expect(plans.getByRole('radio')).toHaveCount(2);
      await expect(plans.getByRole('radio').last()).toHaveAccessibleName(planName('free'));
      await expectSideBySide(page, text('offer.downgrade.accept'));

      // Nothing is preselected: accepting first asks for a plan.
      await acceptButton(page, text('offer.downgrade.accept')).click();
      await expect(page.getByText(text('validation.chooseOption'))).toBeVisible();
      expect(calls.downgrades()).toHaveLength(0);
      await expectAccessible(page);

      await plans.getByRole('radio', { name: text('offer.plans.pro') }).check();
      await acceptButton(page, text('offer.downgrade.accept')).click();
      await expect(heading(page)).toHaveText(text('offer.success.downgrade.title'));
      await expect(
        page.getByText(text('offer.success.downgrade.body', { plan: text('offer.plans.pro') })),
      ).toBeVisible();
      await expectAccessible(page);

      const [downgrade, ...more] = calls.downgrades();
      expect(more).toHaveLength(0);
      expect(downgrade?.method()).toBe('GET');
      const plan = new URL(downgrade!.url()).searchParams.get('to');
      expect(['business', 'guru', 'pro', 'free']).toContain(plan);
      expect(plan).toBe('pro');
    });
  });
}

test('once an offer is accepted, Back leaves the survey at once, not after a press per step', async ({
  page,
}) => {
  await open(page, '/', 'offer');
  await expect(heading(page)).toHaveText(text('toolkitChoice.title'));
  await toLoyalPriceOffer(page, 'seo');
  await acceptButton(page, text('offer.loyalPrice.accept')).click();
  const accepted = text('offer.success.loyalPrice.title');
  await expect(heading(page)).toHaveText(accepted);

  await page.goBack();
  await expect(heading(page)).toHaveText(text('toolkitChoice.title'));
  // Forward comes back to the accepted offer, whichever of the survey's entries it lands on.
  await page.goForward();
  await expect(heading(page)).toHaveText(accepted);
});

test('declining goes to step 4 with every answer; Back returns to the offer', async ({ page }) => {
  const calls = offerCalls(page);
  await toLoyalPriceOffer(page, 'seo');
  await declineButton(page).click();

  await expect(heading(page)).toHaveText(text('steps.final.title'));
  await expect(progress(page, 4)).toBeVisible();
  await page.getByRole('button', { name: text('buttons.back') }).click();
  await expect(heading(page)).toHaveText(loyalTitle);
  await declineButton(page).click();
  // The browser's Back does the same.
  await expect(heading(page)).toHaveText(text('steps.final.title'));
  await page.goBack();
  await expect(heading(page)).toHaveText(loyalTitle);
  await declineButton(page).click();

  const submission = await finish(page);
  expect(Object.values(submission.survey).map(({ answers }) => answers)).toEqual(
    expect.arrayContaining([["It's too expensive"], ['My budget was cut']]),
  );
  await expect(heading(page)).toHaveText(text('checkEmail.title'));
  expect(calls.acceptances()).toHaveLength(0);
});

test("the offer's heading is as large as the steps' before and after it", async ({ page }) => {
  const fontSize = () => heading(page).evaluate((element) => getComputedStyle(element).fontSize);
  await toLoyalPriceOffer(page, 'seo');
  const offerSize = await fontSize();
  await declineButton(page).click();
  await expect(heading(page)).toHaveText(text('steps.final.title'));
  expect(await fontSize()).toBe(offerSize);
  expect(offerSize).toBe('28px');
});

test('a reload on the offer keeps the offer and the answers', async ({ page }) => {
  await toLoyalPriceOffer(page, 'all');
  await page.reload();
  await expect(heading(page)).toHaveText(loyalTitle);
  await page.getByRole('button', { name: text('buttons.back') }).click();
  await expect(heading(page)).toHaveText(text('steps.followUp.title'));
  await expect(
    page.getByRole('radio', { name: text('survey.price.answers.budget_cut') }),
  ).toBeChecked();
});

test('offer-downgrade: the lower plans of Business, free last; a price reason gets a discount', async ({
  page,
}) => {
  const calls = offerCalls(page);
  await openForOffer(page, '/seo', 'offer-downgrade');
  await answerUsage(page);
  const plans = page.getByRole('radiogroup', { name: text('offer.downgrade.legend') });
  await expect(plans.getByRole('radio')).toHaveCount(3);
  for (const [index, plan] of ['guru', 'pro', 'free'].entries()) {
    await expect(plans.getByRole('radio').nth(index)).toHaveAccessibleName(planName(plan));
  }
  await expect(plans.getByText(text('offer.downgrade.freePlanDescription'))).toBeVisible();
  await page.getByRole('button', { name: text('buttons.back') }).click();
  await expect(heading(page)).toHaveText(text('steps.reason.title'));
  await answer(page, text('survey.reason.answers.too_expensive'));
  await answer(page, text('survey.price.answers.budget_cut'));

  const title = text('offer.discount.title.monthly', { discount: DISCOUNT });
  await expect(heading(page)).toHaveText(title);
  await expectAccessible(page);
  await acceptButton(page, text('offer.discount.accept', { discount: DISCOUNT })).click();
  await expect(heading(page)).toHaveText(text('offer.success.discount.title'));
  expect(calls.acceptances().map((request) => request.postDataJSON())).toEqual([
    { offer: 'discount', period: '1 month' },
  ]);
});

test('a downgrade to free says the paid subscription has ended', async ({ page }) => {
  await openForOffer(page, '/seo', 'offer');
  await answerUsage(page);
  await acceptDowngrade(page, 'free');
  await expect(page.getByText(text('offer.success.downgrade.bodyFree'))).toBeVisible();
});

test('offer-error: no offer, the survey goes on to step 4', async ({ page }) => {
  const calls = offerCalls(page);
  await open(page, '/seo', 'offer-error');
  await expect(heading(page)).toHaveText(text('steps.reason.title'));
  await answerPrice(page);
  await expect(heading(page)).toHaveText(text('steps.final.title'));
  await expect(banner(page)).toHaveCount(0);
  expect(calls.eligibility()).toHaveLength(1);
});

/**
 * Answers 404 for a chunk of the offer's screens (a deploy mid-visit); returns the unblocking call.
 */
async function failOfferScreenCode(page: Page, chunk = 'OfferStep') {
  const pattern = `**/assets/${chunk}-*.js`;
  // The context's routes also see what the mock's service worker fetches for the page.
  await page.context().route(pattern, (route) => route.fulfill({ status: 404 }));
  return () => page.context().unroute(pattern);
}

test("the offer screen's code not downloading: no offer, the survey goes on to step 4", async ({
  page,
}) => {
  const calls = offerCalls(page);
  await failOfferScreenCode(page);
  await open(page, '/seo', 'offer');
  await expect(heading(page)).toHaveText(text('steps.reason.title'));
  await expect.poll(() => calls.eligibility().length).toBe(1);
  await answerPrice(page);
  await expect(heading(page)).toHaveText(text('steps.final.title'));
  await expect(banner(page)).toHaveCount(0);
});

test('a reload on the offer while its code does not download: the banner, then "Try again" shows the offer', async ({
  page,
}) => {
  await toLoyalPriceOffer(page, 'all');
  const unblock = await failOfferScreenCode(page);
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await expectAccessible(page);
  await unblock();
  // "Try again" loads the page again: most browsers keep a failed import failed for the page's life.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: text('buttons.tryAgain') }).click();
  await reloaded;
  await expect(heading(page)).toHaveText(loyalTitle);
  await expect(banner(page)).toHaveCount(0);
});

test("the accepted screen's code gone once the offer shows: accepting still ends on it", async ({
  page,
}) => {
  await toLoyalPriceOffer(page, 'seo');
  await failOfferScreenCode(page, 'OfferAcceptedScreen');
  await acceptButton(page, text('offer.loyalPrice.accept')).click();
  await expect(heading(page)).toHaveText(text('offer.success.loyalPrice.title'));
  await expect(banner(page)).toHaveCount(0);
});

test('accept-offer-error: the banner, the offer stays, a retry succeeds', async ({ page }) => {
  const calls = offerCalls(page);
  await openForOffer(page, '/seo', 'accept-offer-error');
  await answerPrice(page);
  await acceptButton(page, text('offer.loyalPrice.accept')).click();
  await expect(banner(page)).toBeVisible();
  await expect(heading(page)).toHaveText(loyalTitle);
  await expect(declineButton(page)).toBeEnabled();
  await acceptButton(page, text('offer.loyalPrice.accept')).click();
  await expect(heading(page)).toHaveText(text('offer.success.loyalPrice.title'));
  expect(calls.acceptances()).toHaveLength(2);
});

test('downgrade-error: the banner, the offer and the plan stay, a retry succeeds', async ({
  page,
}) => {
  const calls = offerCalls(page);
  await openForOffer(page, '/all', 'downgrade-error');
  await answerUsage(page);
  await acceptDowngrade(page, 'pro');
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('radio', { name: text('offer.plans.pro') })).toBeChecked();
  await acceptButton(page, text('offer.downgrade.accept')).click();
  await expect(heading(page)).toHaveText(text('offer.success.downgrade.title'));
  expect(calls.downgrades()).toHaveLength(2);
});

test('a failed offer leaves no banner behind: declined, or left with Back', async ({ page }) => {
  await openForOffer(page, '/seo', 'accept-offer-error');
  await answerPrice(page);
  await acceptButton(page, text('offer.loyalPrice.accept')).click();
  await expect(banner(page)).toBeVisible();
  await declineButton(page).click();
  await expect(heading(page)).toHaveText(text('steps.final.title'));
  await expect(banner(page)).toHaveCount(0);

  await openForOffer(page, '/all', 'downgrade-error');
  await answerUsage(page);
  await acceptDowngrade(page, 'pro');
  await expect(banner(page)).toBeVisible();
  await page.getByRole('button', { name: text('buttons.back') }).click();
  await expect(heading(page)).not.toHaveText(text('offer.downgrade.title'));
  await expect(banner(page)).toHaveCount(0);
});

for (const [path, mock] of [
  ['/seo', 'paid'],
  ['/all', 'trial'],
  ['/social', 'offer'],
] as const) {
  test(`${path} with ?mock=${mock} never shows an offer`, async ({ page }) => {
    const calls = offerCalls(page);
    await open(page, path, mock);
    await answerPrice(page);
    await expect(heading(page)).toHaveText(text('steps.final.title'));
    expect(calls.eligibility()).toHaveLength(0);
  });
}

test('the offer is accepted with the keyboard alone', async ({ page }) => {
  await toLoyalPriceOffer(page, 'seo');
  const accept = acceptButton(page, text('offer.loyalPrice.accept'));
  for (let stop = 0; stop < 20; stop += 1) {
    await page.keyboard.press('Tab');
    if (await accept.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(accept).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(declineButton(page)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText(text('offer.success.loyalPrice.title'));
});

test.describe('an accepted offer survives a reload in the tab', () => {
  /** The success screen with its texts and Go to homepage, accessible. */
  async function expectSuccess(page: Page, title: string, body: string) {
    await expect(heading(page)).toHaveText(title);
    await expect(page.getByText(body)).toBeVisible();
    await expect(page.getByRole('link', { name: text('buttons.goHome') })).toBeVisible();
    await expectAccessible(page);
  }

  /** What the page sent to accept: accept-offer bodies and downgrade plans. */
  const sentAcceptances = (calls: ReturnType<typeof offerCalls>) => ({
    acceptOffer: calls.acceptances().map((request) => request.postDataJSON() as unknown),
    downgrade: calls.downgrades().map((request) => new URL(request.url()).searchParams.get('to')),
  });

  /** A price offer, accepted after "It's too expensive" → "My budget was cut". */
  const priceOffer = (
    mock: string,
    offer: 'discount' | 'loyal_price',
    values: Record<string, string>,
  ) => {
    const key = offer === 'discount' ? 'discount' : 'loyalPrice';
    return {
      name: `${offer} (?mock=${mock})`,
      mock,
      accept: async (page: Page) => {
        await answerPrice(page);
        await acceptButton(page, text(`offer.${key}.accept`, values)).click();
      },
      title: text(`offer.success.${key}.title`),
      body: text(`offer.success.${key}.body.monthly`, values),
      sent: { acceptOffer: [{ offer, period: '1 month' }], downgrade: [] as string[] },
    };
  };

  const accepted = [
    priceOffer('offer-downgrade', 'discount', { discount: DISCOUNT }),
    priceOffer('offer', 'loyal_price', { price: LOYAL_PRICE }),
    {
      name: 'downgrade to Pro (?mock=offer)',
      mock: 'offer',
      accept: async (page: Page) => {
        await answerUsage(page);
        await acceptDowngrade(page, 'pro');
      },
      title: text('offer.success.downgrade.title'),
      body: text('offer.success.downgrade.body', { plan: text('offer.plans.pro') }),
      sent: { acceptOffer: [], downgrade: ['pro'] },
    },
  ];

  for (const offer of accepted) {
    test(`${offer.name}: after a reload the success screen stays and nothing is sent again`, async ({
      page,
    }) => {
      const calls = offerCalls(page);
      await openForOffer(page, '/seo', offer.mock);
      await offer.accept(page);
      await expectSuccess(page, offer.title, offer.body);

      await page.reload();
      await expectSuccess(page, offer.title, offer.body);
      expect(sentAcceptances(calls)).toEqual(offer.sent);
      // Only which offer was accepted is kept: no draft, no answer, name or e-mail.
      const records = await surveyRecords(page);
      expect(records).toMatch(/^cancel-flow:survey:\d+:seo:accepted /);
      expect(records.split('\n')).toHaveLength(1);
      expect(records).not.toMatch(/Alex|alex\.morgan|budget_cut|project_finished/);
    });
  }

  test('only for its customer and product: another product, or another customer, gets the survey', async ({
    page,
  }) => {
    const calls = offerCalls(page);
    const title = text('offer.success.loyalPrice.title');
    await openForOffer(page, '/seo', 'offer');
    await answerPrice(page);
    await acceptButton(page, text('offer.loyalPrice.accept')).click();
    await expect(heading(page)).toHaveText(title);

    // The same customer on /cancel/all: that subscription was not kept, its survey starts.
    await open(page, '/all', 'offer');
    await expect(heading(page)).toHaveText(text('steps.reason.title'));
    await open(page, '/seo', 'offer');
    await expect(heading(page)).toHaveText(title);

    // Another customer signed in on the same tab: the survey, and the first one's record is gone.
    await openForOffer(page, '/seo', 'offer-downgrade');
    await expect(heading(page)).toHaveText(text('steps.reason.title'));
    await expectAccessible(page);
    expect(await surveyRecords(page)).not.toContain(':accepted');
    await answerPrice(page);
    await expect(heading(page)).toHaveText(
      text('offer.discount.title.monthly', { discount: DISCOUNT }),
    );
    expect(calls.acceptances()).toHaveLength(1);
  });
});
