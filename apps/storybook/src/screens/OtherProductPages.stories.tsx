import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { currentStep, findHeading, findNameField, showEnglishTexts, t } from './pageChecks';
import { screenMeta } from './renderScreen';
import { paidDrafts } from './surveyDrafts';

const meta = {
  title: 'Screens/Plan, whole suite and growth kit',
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    docs: {
      description: {
        component:
          'The survey on the other product pages: the sst plan (/cancel/plan, always English), the whole suite at once (/cancel/all) and the growth kit (/cancel/growth-kit).',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const firstStep = () => t('steps.reason.title');

/** Step 1 of the paid question set: nine reasons, "It's too expensive" first, "Other" last. */
async function expectPaidStep1(canvasElement: HTMLElement) {
  await findHeading(canvasElement, firstStep());
  await expect(currentStep(canvasElement)).toBe(t('progress.step', { n: 1 }));
  const radios = within(
    within(canvasElement).getByRole('radiogroup', {
      name: t('survey.reason.question'),
    }),
  ).getAllByRole('radio');
  await expect(radios).toHaveLength(9);
  await expect(radios[0]).toHaveAccessibleName(t('survey.reason.answers.too_expensive'));
  await expect(radios.at(-1)).toHaveAccessibleName(t('survey.reason.answers.other'));
}

/** Step 1 of the trial question set names the product in its first answer. */
async function expectTrialStep1(canvasElement: HTMLElement, product: 'all' | 'growth-kit') {
  const app = product === 'all' ? t('products.all') : t('products.growth-kit');
  await findHeading(canvasElement, firstStep());
  const [first] = within(
    within(canvasElement).getByRole('radiogroup', {
      name: t('survey.reason.question'),
    }),
  ).getAllByRole('radio');
  await expect(first).toHaveAccessibleName(
    t('survey.reason.answers.not_sure_need', { app, context: product }),
  );
  await expect(
    within(canvasElement).getByRole('link', { name: t('buttons.stayTrial') }),
  ).toBeInTheDocument();
}

/** The sst plan page (`?mock=sst`: the user may cancel the plan). */
export const Plan: Story = {
  name: 'Plan (sst): step 1',
  parameters: { screen: { path: '/cancel/plan', scenario: 'sst' } },
  // The plan page is English in every language (product §2).
  beforeEach: showEnglishTexts,
  play: ({ canvasElement }) => expectPaidStep1(canvasElement),
};

/** product §2: a URL containing "plan" is English, whatever the customer's language. */
export const PlanStaysEnglish: Story = {
  name: 'Plan (sst): English with German chosen',
  parameters: { screen: { path: '/cancel/plan', scenario: 'sst' } },
  // The plan page is English in every language (product §2).
  beforeEach: showEnglishTexts,
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expectPaidStep1(canvasElement);
    await expect(
      within(canvasElement).getByRole('button', { name: t('buttons.continue') }),
    ).toBeInTheDocument();
  },
};

export const PlanStep4: Story = {
  name: 'Plan (sst): step 4',
  parameters: { screen: { path: '/cancel/plan', scenario: 'sst', draft: paidDrafts.final } },
  // The plan page is English in every language (product §2).
  beforeEach: showEnglishTexts,
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, t('steps.final.title'));
    await expect(await findNameField(canvasElement)).toHaveValue('Alex Morgan');
    await expect(
      within(canvasElement).getByRole('button', { name: t('buttons.cancelSubscription') }),
    ).toBeEnabled();
  },
};

/** Without the sst cancellation permission the plan page is not offered. */
export const PlanWithoutPermission: Story = {
  name: 'Plan (sst): no permission',
  parameters: { screen: { path: '/cancel/plan' } },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, t('noSubscription.title'));
  },
};

export const WholeSuite: Story = {
  name: 'Whole suite: step 1',
  parameters: { screen: { path: '/cancel/all' } },
  play: ({ canvasElement }) => expectPaidStep1(canvasElement),
};

export const WholeSuiteTrial: Story = {
  name: 'Whole suite: step 1 (trial)',
  parameters: { screen: { path: '/cancel/all', scenario: 'trial' } },
  play: ({ canvasElement }) => expectTrialStep1(canvasElement, 'all'),
};

export const WholeSuiteStep4: Story = {
  name: 'Whole suite: step 4',
  parameters: { screen: { path: '/cancel/all', draft: paidDrafts.final } },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, t('steps.final.title'));
    await expect(currentStep(canvasElement)).toBe(t('progress.step', { n: 4 }));
    await expect(await findNameField(canvasElement)).toHaveValue('Alex Morgan');
  },
};

export const GrowthKit: Story = {
  name: 'Growth kit: step 1',
  parameters: { screen: { path: '/cancel/growth-kit' } },
  play: ({ canvasElement }) => expectPaidStep1(canvasElement),
};

export const GrowthKitTrial: Story = {
  name: 'Growth kit: step 1 (trial)',
  parameters: { screen: { path: '/cancel/growth-kit', scenario: 'trial' } },
  play: ({ canvasElement }) => expectTrialStep1(canvasElement, 'growth-kit'),
};
