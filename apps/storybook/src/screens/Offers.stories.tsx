import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  currentStep,
  expectErrorBanner,
  expectNoSidewaysScroll,
  expectWarning,
  findHeading,
  PAGE_LOAD,
  press,
  t,
  textLike,
} from './pageChecks';
import { screenMeta } from './renderScreen';
import { offerDrafts } from './surveyDrafts';

const meta = {
  title: 'Screens/Retention offers',
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    docs: {
      description: {
        component:
          'On /cancel/seo and /cancel/all, between the last question and step 4, an eligible paying customer may get one offer: keep the loyal price, a discount, or a lower plan (docs/offers.md). Accept and "No thanks, continue canceling" sit side by side.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LOYAL_TITLE = () => t('offer.loyalPrice.title');
const DOWNGRADE_TITLE = () => t('offer.downgrade.title');
const DECLINE = () => t('offer.decline');

const loyalPrice = {
  path: '/cancel/seo',
  scenario: 'offer',
  draft: offerDrafts.loyalPrice,
} as const;
const discount = {
  path: '/cancel/all',
  scenario: 'offer-downgrade',
  draft: offerDrafts.discount,
} as const;
const downgrade = { path: '/cancel/seo', scenario: 'offer', draft: offerDrafts.downgrade } as const;

/**
 * Accept and decline: both shown, the same size: side by side with the same height when there is
 * room, else stacked (accept first) with the same width.
 */
async function expectBothAnswers(canvasElement: HTMLElement, accept: string | RegExp) {
  const canvas = within(canvasElement);
  const acceptButton = canvas.getByRole('button', { name: accept });
  const declineButton = canvas.getByRole('button', { name: DECLINE() });
  await expect(acceptButton).toBeVisible();
  await expect(declineButton).toBeVisible();
  const [a, d] = [acceptButton.getBoundingClientRect(), declineButton.getBoundingClientRect()];
  if (Math.abs(a.top - d.top) < 1) await expect(Math.abs(a.height - d.height)).toBeLessThan(1);
  else {
    await expect(a.bottom).toBeLessThanOrEqual(d.top);
    await expect(Math.abs(a.width - d.width)).toBeLessThan(1);
  }
}

/** Chooses a plan of the downgrade offer, the way a customer does. */
async function choosePlan(canvasElement: HTMLElement, plan: RegExp) {
  await userEvent.click(within(canvasElement).getByRole('radio', { name: plan }));
}

export const LoyalPrice: Story = {
  name: 'Offer: keep the loyal price',
  parameters: { screen: loyalPrice },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, LOYAL_TITLE());
    await expect(currentStep(canvasElement)).toBe(t('progress.step', { n: 3 }));
    await expect(
      within(canvasElement).getByText(textLike('offer.loyalPrice.body.monthly', {}, ['price'])),
    ).toBeInTheDocument();
    await expectBothAnswers(canvasElement, t('offer.loyalPrice.accept'));
  },
};

export const Discount: Story = {
  name: 'Offer: a discount',
  parameters: { screen: discount },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, textLike('offer.discount.title.monthly', {}, ['discount']));
    await expect(within(canvasElement).getByText(t('offer.discount.terms'))).toBeInTheDocument();
    await expectBothAnswers(canvasElement, textLike('offer.discount.accept', {}, ['discount']));
  },
};

export const DowngradeChoice: Story = {
  name: 'Offer: the choice of a lower plan',
  parameters: { screen: downgrade },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, DOWNGRADE_TITLE());
    const group = within(canvasElement).getByRole('radiogroup', {
      name: t('offer.downgrade.legend'),
    });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['pro', 'free']);
    await expectBothAnswers(canvasElement, t('offer.downgrade.accept'));
  },
};

export const DowngradeWithoutPlan: Story = {
  name: 'Offer: Switch plan before choosing one',
  parameters: { screen: downgrade },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, DOWNGRADE_TITLE());
    await press(canvasElement, t('offer.downgrade.accept'));
    const group = within(canvasElement).getByRole('radiogroup', {
      name: t('offer.downgrade.legend'),
    });
    await expectWarning(
      group,
      t('validation.chooseOption'),
      within(group).getAllByRole('radio')[0],
    );
  },
};

/** Ends the "Accepting" story's acceptance, which never answers while the story shows. */
let endHungAcceptance: (() => void) | undefined;

export const Accepting: Story = {
  name: 'Accepting (the call is under way)',
  // No request outlives its story: the next one ("Accepting failed") starts without one pending.
  beforeEach: () => () => endHungAcceptance?.(),
  parameters: {
    screen: {
      ...loyalPrice,
      handlers: [
        http.post(
          '*/cancel/api/:segment/accept-offer/',
          () =>
            new Promise<Response>((resolve) => {
              endHungAcceptance = () => resolve(HttpResponse.error());
            }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, LOYAL_TITLE());
    await press(canvasElement, t('offer.loyalPrice.accept'));
    const accept = within(canvasElement).getByRole('button', {
      name: textLike('offer.loyalPrice.accept'),
    });
    await expect(accept).toHaveAttribute('aria-busy', 'true');
    await expect(accept).toHaveAccessibleName(expect.stringContaining(t('offer.wait')));
    await expect(within(canvasElement).getByRole('button', { name: DECLINE() })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The acceptance requests the "Accepting failed" story's page made, in order, described. */
const acceptanceRequests: string[] = [];

export const AcceptFailed: Story = {
  name: 'Accepting failed: the banner, the offer stays',
  parameters: {
    screen: {
      ...loyalPrice,
      scenario: 'accept-offer-error',
      // Counts each acceptance, then lets the mock API answer it (a resolver that returns nothing
      // falls through to the next handler).
      handlers: [
        http.post('*/cancel/api/:segment/accept-offer/', ({ request }) => {
          // When, with which CSRF token, and how many offers the document showed then.
          const offers = document.querySelectorAll('.cf-offer').length;
          const token = request.headers.get('X-CSRFToken') ?? 'no token';
          acceptanceRequests.push(
            `${Math.round(performance.now())} ms, ${token}, ${offers} offer(s)`,
          );
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    acceptanceRequests.length = 0;
    await findHeading(canvasElement, LOYAL_TITLE());
    await press(canvasElement, t('offer.loyalPrice.accept'));
    // One press, one request: counted once the page shows an outcome, the banner or (had a
    // second request gone out) the success screen.
    const canvas = within(canvasElement);
    const success = () =>
      canvas.queryByRole('heading', { name: t('offer.success.loyalPrice.title') });
    await waitFor(() => expect(canvas.queryByRole('alert') ?? success()).not.toBeNull(), PAGE_LOAD);
    await expect(acceptanceRequests, 'acceptance requests for one press').toHaveLength(1);
    await expectErrorBanner(canvasElement);
    await findHeading(canvasElement, LOYAL_TITLE());
    await expect(within(canvasElement).getByRole('button', { name: DECLINE() })).toBeEnabled();
  },
};

export const DowngradeFailed: Story = {
  name: 'Downgrading failed: the banner, the plan stays chosen',
  parameters: { screen: { ...downgrade, scenario: 'downgrade-error' } },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, DOWNGRADE_TITLE());
    await choosePlan(canvasElement, /^Pro/);
    await press(canvasElement, t('offer.downgrade.accept'));
    await expectErrorBanner(canvasElement);
    await expect(
      within(canvasElement).getByRole('radio', { name: new RegExp(`^${t('offer.plans.pro')}`) }),
    ).toBeChecked();
  },
};

export const LoyalPriceAccepted: Story = {
  name: 'Accepted: the loyal price',
  parameters: { screen: loyalPrice },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, LOYAL_TITLE());
    await press(canvasElement, t('offer.loyalPrice.accept'));
    await findHeading(canvasElement, t('offer.success.loyalPrice.title'));
    await expect(
      within(canvasElement).getByText(
        textLike('offer.success.loyalPrice.body.monthly', {}, ['price']),
      ),
    ).toBeInTheDocument();
    await expect(
      within(canvasElement).getByRole('link', { name: t('buttons.goHome') }),
    ).toBeInTheDocument();
  },
};

export const DiscountAccepted: Story = {
  name: 'Accepted: the discount',
  parameters: { screen: discount },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, textLike('offer.discount.title.monthly', {}, ['discount']));
    await press(canvasElement, textLike('offer.discount.accept', {}, ['discount']));
    await findHeading(canvasElement, t('offer.success.discount.title'));
    await expect(
      within(canvasElement).getByText(
        textLike('offer.success.discount.body.monthly', {}, ['discount']),
      ),
    ).toBeInTheDocument();
  },
};

export const DowngradeAccepted: Story = {
  name: 'Accepted: a lower plan',
  parameters: { screen: downgrade },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, DOWNGRADE_TITLE());
    await choosePlan(canvasElement, /^Pro/);
    await press(canvasElement, t('offer.downgrade.accept'));
    await findHeading(canvasElement, t('offer.success.downgrade.title'));
    await expect(
      within(canvasElement).getByText(
        t('offer.success.downgrade.body', { plan: t('offer.plans.pro') }),
      ),
    ).toBeInTheDocument();
  },
};

export const DowngradeToFreeAccepted: Story = {
  name: 'Accepted: the free plan',
  parameters: { screen: downgrade },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, DOWNGRADE_TITLE());
    await choosePlan(canvasElement, new RegExp(`^${t('offer.plans.free')}`));
    await press(canvasElement, t('offer.downgrade.accept'));
    await findHeading(canvasElement, t('offer.success.downgrade.title'));
    await expect(
      within(canvasElement).getByText(textLike('offer.success.downgrade.bodyFree')),
    ).toBeInTheDocument();
  },
};

/** The offer at each width of the viewport toolbar: both answers shown, nothing sideways. */
const atWidth = (value: string, screen: typeof loyalPrice | typeof downgrade): Story => ({
  parameters: { screen },
  globals: { viewport: { value, isRotated: false } },
  play: async ({ canvasElement }) => {
    const accept =
      screen === loyalPrice ? t('offer.loyalPrice.accept') : t('offer.downgrade.accept');
    await findHeading(canvasElement, screen === loyalPrice ? LOYAL_TITLE() : DOWNGRADE_TITLE());
    await expectBothAnswers(canvasElement, accept);
    await expectNoSidewaysScroll(canvasElement);
  },
});

export const LoyalPriceOnSmallestPhone: Story = {
  ...atWidth('narrow', loyalPrice),
  name: 'Loyal price on the smallest phone',
};
export const DowngradeOnSmallestPhone: Story = {
  ...atWidth('narrow', downgrade),
  name: 'Lower plan on the smallest phone',
};
export const LoyalPriceOnMobile: Story = {
  ...atWidth('mobile', loyalPrice),
  name: 'Loyal price on a phone',
};
export const DowngradeOnMobile: Story = {
  ...atWidth('mobile', downgrade),
  name: 'Lower plan on a phone',
};
export const LoyalPriceOnTablet: Story = {
  ...atWidth('tablet', loyalPrice),
  name: 'Loyal price on a tablet',
};
export const DowngradeOnScreen: Story = {
  ...atWidth('screen', downgrade),
  name: 'Lower plan on a screen',
};
