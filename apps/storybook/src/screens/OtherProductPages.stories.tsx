import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { currentStep, findHeading, findNameField } from './pageChecks';
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

const firstStep = "We're sorry to see you go";

/** Step 1 of the paid question set: nine reasons, "It's too expensive" first, "Other" last. */
async function expectPaidStep1(canvasElement: HTMLElement) {
  await findHeading(canvasElement, firstStep);
  await expect(currentStep(canvasElement)).toBe('Step 1 of 4');
  const radios = within(
    within(canvasElement).getByRole('radiogroup', {
      name: "Please let us know why you're leaving",
    }),
  ).getAllByRole('radio');
  await expect(radios).toHaveLength(9);
  await expect(radios[0]).toHaveAccessibleName("It's too expensive");
  await expect(radios.at(-1)).toHaveAccessibleName('Other');
}

/** Step 1 of the trial question set names the product in its first answer. */
async function expectTrialStep1(canvasElement: HTMLElement, appName: string) {
  await findHeading(canvasElement, firstStep);
  const [first] = within(
    within(canvasElement).getByRole('radiogroup', {
      name: "Please let us know why you're leaving",
    }),
  ).getAllByRole('radio');
  await expect(first).toHaveAccessibleName(`I'm not sure I need ${appName}`);
  await expect(
    within(canvasElement).getByRole('link', { name: 'Keep my trial subscription' }),
  ).toBeInTheDocument();
}

/** The sst plan page (`?mock=sst`: the user may cancel the plan). */
export const Plan: Story = {
  name: 'Plan (sst): step 1',
  parameters: { screen: { path: '/cancel/plan', scenario: 'sst' } },
  play: ({ canvasElement }) => expectPaidStep1(canvasElement),
};

/** product §2: a URL containing "plan" is English, whatever the customer's language. */
export const PlanStaysEnglish: Story = {
  name: 'Plan (sst): English with German chosen',
  parameters: { screen: { path: '/cancel/plan', scenario: 'sst' } },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expectPaidStep1(canvasElement);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Continue' }),
    ).toBeInTheDocument();
  },
};

export const PlanStep4: Story = {
  name: 'Plan (sst): step 4',
  parameters: { screen: { path: '/cancel/plan', scenario: 'sst', draft: paidDrafts.final } },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, 'Cancel subscription');
    await expect(await findNameField(canvasElement)).toHaveValue('Alex Morgan');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Cancel subscription' }),
    ).toBeEnabled();
  },
};

/** Without the sst cancellation permission the plan page is not offered. */
export const PlanWithoutPermission: Story = {
  name: 'Plan (sst): no permission',
  parameters: { screen: { path: '/cancel/plan' } },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, "You don't have an active subscription");
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
  play: ({ canvasElement }) => expectTrialStep1(canvasElement, 'all toolkits'),
};

export const WholeSuiteStep4: Story = {
  name: 'Whole suite: step 4',
  parameters: { screen: { path: '/cancel/all', draft: paidDrafts.final } },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, 'Cancel subscription');
    await expect(currentStep(canvasElement)).toBe('Step 4 of 4');
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
  play: ({ canvasElement }) => expectTrialStep1(canvasElement, 'Growth Kit'),
};
