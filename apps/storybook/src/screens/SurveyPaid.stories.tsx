import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  currentStep,
  expectNoSidewaysScroll,
  findHeading,
  findNameField,
  t,
  textLike,
} from './pageChecks';
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
    await findHeading(canvasElement, t('steps.reason.title'));
    await expect(currentStep(canvasElement)).toBe(t('progress.step', { n: 1 }));
    const reasons = canvas.getByRole('radiogroup', {
      name: t('survey.reason.question'),
    });
    const radios = within(reasons).getAllByRole('radio');
    await expect(radios).toHaveLength(9);
    // The first answer and 'Other' keep their places; the rest are shuffled.
    await expect(radios[0]).toHaveAccessibleName(t('survey.reason.answers.too_expensive'));
    await expect(radios.at(-1)).toHaveAccessibleName(t('survey.reason.answers.other'));
    await expect(canvas.getByRole('button', { name: t('buttons.continue') })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: t('buttons.back') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('buttons.stay') })).toHaveAttribute(
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
    await findHeading(canvasElement, t('steps.followUp.title'));
    await expect(currentStep(canvasElement)).toBe(t('progress.step', { n: 2 }));
    const question = canvas.getByRole('radiogroup', {
      name: t('survey.price.question'),
    });
    await expect(within(question).getAllByRole('radio')).toHaveLength(5);
    await expect(
      within(question).getByRole('radio', { name: t('survey.price.answers.budget_cut') }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: t('buttons.back') })).toBeInTheDocument();
  },
};

export const Step3OtherService: Story = {
  name: 'Step 3: another service?',
  parameters: { screen: { path: '/cancel/seo', draft: paidDrafts.step3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, t('steps.competitor.title'));
    await expect(currentStep(canvasElement)).toBe(t('progress.step', { n: 3 }));
    await expect(canvas.getByText(t('survey.competitor.question'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('buttons.yes') })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvas.getByRole('button', { name: t('buttons.notSure') })).toHaveAttribute(
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
    await findHeading(canvasElement, t('steps.competitor.title'));
    // 3.5 is part of step 3 in the four-step progress.
    await expect(currentStep(canvasElement)).toBe(t('progress.step', { n: 3 }));
    const services = canvas.getByRole('textbox', { name: t('survey.services.question') });
    await expect(services).toBeRequired();
    await expect(services).toHaveValue('');
    await expect(canvas.getByText(t('fields.charactersLeft', { count: 250 }))).toBeInTheDocument();
  },
};

export const Step4Final: Story = {
  name: 'Step 4: cancel (with comment)',
  parameters: { screen: { path: '/cancel/seo', draft: paidDrafts.final } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, t('steps.final.title'));
    await expect(currentStep(canvasElement)).toBe(t('progress.step', { n: 4 }));
    await expect(await findNameField(canvasElement)).toHaveValue('Alex Morgan');
    const email = canvas.getByRole('textbox', { name: t('finalStep.email') });
    await expect(email).toHaveValue('alex.morgan@example.com');
    await expect(email).toHaveAttribute('readonly');
    // Paid customers get the optional comment.
    await expect(
      canvas.getByRole('textbox', { name: textLike('survey.comments.question') }),
    ).not.toBeRequired();
    await expect(
      canvas.getByRole('checkbox', {
        name: t('finalStep.agreement'),
      }),
    ).not.toBeChecked();
    await expect(
      canvas.getByRole('button', { name: t('buttons.cancelSubscription') }),
    ).toBeEnabled();
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
    const cancel = within(canvasElement).getByRole('button', {
      name: t('buttons.cancelSubscription'),
    });
    await expect(cancel.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
