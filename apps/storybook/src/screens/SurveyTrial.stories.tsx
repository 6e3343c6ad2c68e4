import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { currentStep, findHeading, findNameField, t, textLike } from './pageChecks';
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
    await findHeading(canvasElement, t('steps.reason.title'));
    await expect(currentStep(canvasElement)).toBe(t('progress.step', { n: 1 }));
    const reasons = canvas.getByRole('radiogroup', {
      name: t('survey.reason.question'),
    });
    const radios = within(reasons).getAllByRole('radio');
    await expect(radios).toHaveLength(8);
    await expect(radios[0]).toHaveAccessibleName(
      t('survey.reason.answers.not_sure_need', { app: t('products.seo'), context: 'seo' }),
    );
    await expect(radios.at(-1)).toHaveAccessibleName(t('survey.reason.answers.other'));
    await expect(canvas.getByRole('link', { name: t('buttons.stayTrial') })).toBeInTheDocument();
  },
};

export const Step2NotSureFollowUp: Story = {
  name: 'Step 2: not-sure follow-up',
  parameters: { screen: { path: '/cancel/seo', scenario: 'trial', draft: trialDrafts.step2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, t('steps.followUp.title'));
    await expect(currentStep(canvasElement)).toBe(t('progress.step', { n: 2 }));
    const question = canvas.getByRole('radiogroup', {
      name: t('survey.not_sure.question', { app: t('products.seo'), context: 'seo' }),
    });
    await expect(within(question).getAllByRole('radio')[0]).toHaveAccessibleName(
      t('survey.not_sure.answers.no_chance'),
    );
  },
};

export const Step3OtherService: Story = {
  name: 'Step 3: another service?',
  parameters: { screen: { path: '/cancel/seo', scenario: 'trial', draft: trialDrafts.step3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, t('steps.competitor.title'));
    await expect(currentStep(canvasElement)).toBe(t('progress.step', { n: 3 }));
    await expect(canvas.getByRole('button', { name: t('buttons.yes') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('buttons.notSure') })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('buttons.stayTrial') })).toBeInTheDocument();
  },
};

export const Step3_5Services: Story = {
  name: 'Step 3.5: which services',
  parameters: { screen: { path: '/cancel/seo', scenario: 'trial', draft: trialDrafts.services } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, t('steps.competitor.title'));
    await expect(
      canvas.getByRole('textbox', { name: t('survey.services.question') }),
    ).toBeRequired();
  },
};

export const Step4Final: Story = {
  name: 'Step 4: cancel (no comment)',
  parameters: { screen: { path: '/cancel/seo', scenario: 'trial', draft: trialDrafts.final } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, t('steps.final.title'));
    await expect(await findNameField(canvasElement)).toHaveValue('Alex Morgan');
    // Only paid customers are asked for a comment.
    await expect(
      canvas.queryByRole('textbox', { name: textLike('survey.comments.question') }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(
      canvas.getByRole('button', { name: t('buttons.cancelSubscription') }),
    ).toBeEnabled();
    await expect(canvas.getByRole('link', { name: t('buttons.stayTrial') })).toBeInTheDocument();
  },
};
