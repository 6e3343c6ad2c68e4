import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { currentStep, expectNoSidewaysScroll, findHeading, findNameField } from './pageChecks';
import { screenMeta } from './renderScreen';
import { paidDrafts } from './surveyDrafts';

const meta = {
  title: 'Screens/Survey (paid)',
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    docs: {
      description: {
        component:
          'The SEO cancellation survey (/cancel/seo) of a paying customer (`?mock=paid`), one story per step. Each story opens on its step from a saved draft.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Step1Reason: Story = {
  name: 'Step 1: reason',
  parameters: { screen: { path: '/cancel/seo' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, "We're sorry to see you go");
    await expect(currentStep(canvasElement)).toBe('Step 1 of 4');
    const reasons = canvas.getByRole('radiogroup', {
      name: "Please let us know why you're leaving",
    });
    const radios = within(reasons).getAllByRole('radio');
    await expect(radios).toHaveLength(9);
    // The first answer and 'Other' keep their places; the rest are shuffled.
    await expect(radios[0]).toHaveAccessibleName("It's too expensive");
    await expect(radios.at(-1)).toHaveAccessibleName('Other');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'I want to stay' })).toHaveAttribute(
      'href',
      'https://www.example.com/',
    );
  },
};

export const Step2PriceFollowUp: Story = {
  name: 'Step 2: price follow-up',
  parameters: { screen: { path: '/cancel/seo', draft: paidDrafts.step2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'Tell us a bit more');
    await expect(currentStep(canvasElement)).toBe('Step 2 of 4');
    const question = canvas.getByRole('radiogroup', {
      name: 'What best describes the problem with the price?',
    });
    await expect(within(question).getAllByRole('radio')).toHaveLength(5);
    await expect(
      within(question).getByRole('radio', { name: 'My budget was cut' }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  },
};

export const Step3OtherService: Story = {
  name: 'Step 3: another service?',
  parameters: { screen: { path: '/cancel/seo', draft: paidDrafts.step3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'One more question');
    await expect(currentStep(canvasElement)).toBe('Step 3 of 4');
    await expect(
      canvas.getByText('Are you going to use any other service instead?'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Yes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvas.getByRole('button', { name: 'Not sure yet' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Step3_5Services: Story = {
  name: 'Step 3.5: which services',
  parameters: { screen: { path: '/cancel/seo', draft: paidDrafts.services } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'One more question');
    // 3.5 is part of step 3 in the four-step progress.
    await expect(currentStep(canvasElement)).toBe('Step 3 of 4');
    const services = canvas.getByRole('textbox', { name: 'What services will they be?' });
    await expect(services).toBeRequired();
    await expect(services).toHaveValue('');
    await expect(canvas.getByText('250 characters left')).toBeInTheDocument();
  },
};

export const Step4Final: Story = {
  name: 'Step 4: cancel (with comment)',
  parameters: { screen: { path: '/cancel/seo', draft: paidDrafts.final } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'Cancel subscription');
    await expect(currentStep(canvasElement)).toBe('Step 4 of 4');
    await expect(await findNameField(canvasElement)).toHaveValue('Alex Morgan');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('alex.morgan@example.com');
    await expect(email).toHaveAttribute('readonly');
    // Paid customers get the optional comment.
    await expect(
      canvas.getByRole('textbox', { name: /Is there anything else you would like to tell us\?/ }),
    ).not.toBeRequired();
    await expect(
      canvas.getByRole('checkbox', {
        name: "I agree that all my projects will be deleted after 30 days starting the day I'm unsubscribed.",
      }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
  },
};

/** Step 4 on a 360px phone: the fields and buttons fit the width. */
export const Step4OnMobile: Story = {
  name: 'Step 4 on mobile',
  parameters: { screen: { path: '/cancel/seo', draft: paidDrafts.final } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await findNameField(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
    const cancel = within(canvasElement).getByRole('button', { name: 'Cancel subscription' });
    await expect(cancel.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
