import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { currentStep, findHeading, findNameField } from './pageChecks';
import { screenMeta } from './renderScreen';
import { trialDrafts } from './surveyDrafts';

const meta = {
  title: 'Screens/Survey (trial)',
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    docs: {
      description: {
        component:
          'The SEO cancellation survey (/cancel/seo) of a customer on a free trial (`?mock=trial`): the trial question set, "Keep my trial subscription" and no comment on the last step.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Step1Reason: Story = {
  name: 'Step 1: reason',
  parameters: { screen: { path: '/cancel/seo', scenario: 'trial' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, "We're sorry to see you go");
    await expect(currentStep(canvasElement)).toBe('Step 1 of 4');
    const reasons = canvas.getByRole('radiogroup', {
      name: "Please let us know why you're leaving",
    });
    const radios = within(reasons).getAllByRole('radio');
    await expect(radios).toHaveLength(8);
    await expect(radios[0]).toHaveAccessibleName("I'm not sure I need SEO Toolkit");
    await expect(radios.at(-1)).toHaveAccessibleName('Other');
    await expect(
      canvas.getByRole('link', { name: 'Keep my trial subscription' }),
    ).toBeInTheDocument();
  },
};

export const Step2NotSureFollowUp: Story = {
  name: 'Step 2: not-sure follow-up',
  parameters: { screen: { path: '/cancel/seo', scenario: 'trial', draft: trialDrafts.step2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'Tell us a bit more');
    await expect(currentStep(canvasElement)).toBe('Step 2 of 4');
    const question = canvas.getByRole('radiogroup', {
      name: 'Why are you not sure you need SEO Toolkit?',
    });
    await expect(within(question).getAllByRole('radio')[0]).toHaveAccessibleName(
      "Didn't have a chance to use it during the free trial",
    );
  },
};

export const Step3OtherService: Story = {
  name: 'Step 3: another service?',
  parameters: { screen: { path: '/cancel/seo', scenario: 'trial', draft: trialDrafts.step3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'One more question');
    await expect(currentStep(canvasElement)).toBe('Step 3 of 4');
    await expect(canvas.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Not sure yet' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Keep my trial subscription' }),
    ).toBeInTheDocument();
  },
};

export const Step3_5Services: Story = {
  name: 'Step 3.5: which services',
  parameters: { screen: { path: '/cancel/seo', scenario: 'trial', draft: trialDrafts.services } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'One more question');
    await expect(
      canvas.getByRole('textbox', { name: 'What services will they be?' }),
    ).toBeRequired();
  },
};

export const Step4Final: Story = {
  name: 'Step 4: cancel (no comment)',
  parameters: { screen: { path: '/cancel/seo', scenario: 'trial', draft: trialDrafts.final } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'Cancel subscription');
    await expect(await findNameField(canvasElement)).toHaveValue('Alex Morgan');
    // Only paid customers are asked for a comment.
    await expect(
      canvas.queryByRole('textbox', { name: /Is there anything else you would like to tell us\?/ }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
    await expect(
      canvas.getByRole('link', { name: 'Keep my trial subscription' }),
    ).toBeInTheDocument();
  },
};
