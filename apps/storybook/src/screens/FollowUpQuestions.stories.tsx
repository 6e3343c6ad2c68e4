import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { currentStep, findHeading, t } from './pageChecks';
import { screenMeta } from './renderScreen';
import { choose, next } from './surveyDrafts';

const meta = {
  title: 'Screens/Survey follow-up questions',
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    docs: {
      description: {
        component:
          'Step 2 of the SEO survey: every follow-up question of both question sets (paid: price, usage, data; trial: price, not sure), opened from the step-1 answer that leads to it.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Step 2 shows `question` with exactly `answers`: the first stays first and "Other" last, the rest
 * in the shuffled order of the story's fixed seed.
 */
async function expectFollowUp(canvasElement: HTMLElement, question: string, answers: string[]) {
  await findHeading(canvasElement, t('steps.followUp.title'));
  await expect(currentStep(canvasElement)).toBe(t('progress.step', { n: 2 }));
  const group = within(canvasElement).getByRole('radiogroup', { name: question });
  const names = within(group)
    .getAllByRole<HTMLInputElement>('radio')
    .map((radio) => radio.labels?.[0]?.textContent?.trim() ?? '');
  await expect(names[0]).toBe(answers[0]);
  await expect(names.at(-1)).toBe(t('survey.reason.answers.other'));
  await expect([...names].sort()).toEqual([...answers].sort());
  for (const radio of within(group).getAllByRole('radio')) await expect(radio).not.toBeChecked();
}

export const PaidPrice: Story = {
  name: 'Paid: price',
  parameters: { screen: { path: '/cancel/seo', draft: [choose('too_expensive'), next] } },
  play: ({ canvasElement }) =>
    expectFollowUp(canvasElement, t('survey.price.question'), [
      t('survey.price.answers.value'),
      t('survey.price.answers.cheaper_alternative'),
      t('survey.price.answers.budget_cut'),
      t('survey.price.answers.few_tools'),
      t('survey.reason.answers.other'),
    ]),
};

export const PaidUsage: Story = {
  name: 'Paid: usage',
  parameters: { screen: { path: '/cancel/seo', draft: [choose('not_using'), next] } },
  play: ({ canvasElement }) =>
    expectFollowUp(canvasElement, t('survey.usage.question'), [
      t('survey.usage.answers.no_time'),
      t('survey.usage.answers.hard_to_learn'),
      t('survey.usage.answers.slow_results'),
      t('survey.usage.answers.team_stopped'),
      t('survey.reason.answers.other'),
    ]),
};

export const PaidData: Story = {
  name: 'Paid: data',
  parameters: { screen: { path: '/cancel/seo', draft: [choose('data_quality'), next] } },
  play: ({ canvasElement }) =>
    expectFollowUp(canvasElement, t('survey.data.question'), [
      t('survey.data.answers.keywords'),
      t('survey.data.answers.backlinks'),
      t('survey.data.answers.traffic'),
      t('survey.data.answers.positions'),
      t('survey.reason.answers.other'),
    ]),
};

export const TrialPrice: Story = {
  name: 'Trial: price',
  parameters: {
    screen: { path: '/cancel/seo', scenario: 'trial', draft: [choose('too_expensive'), next] },
  },
  play: async ({ canvasElement }) => {
    await expectFollowUp(canvasElement, t('survey.price.question'), [
      t('survey.price.answers.value'),
      t('survey.price.answers.cheaper_alternative'),
      t('survey.price.answers.budget_cut'),
      t('survey.price.answers.few_tools'),
      t('survey.reason.answers.other'),
    ]);
    await expect(
      within(canvasElement).getByRole('link', { name: t('buttons.stayTrial') }),
    ).toBeInTheDocument();
  },
};

export const TrialNotSure: Story = {
  name: 'Trial: not sure',
  parameters: {
    screen: { path: '/cancel/seo', scenario: 'trial', draft: [choose('not_sure_need'), next] },
  },
  play: ({ canvasElement }) =>
    expectFollowUp(
      canvasElement,
      t('survey.not_sure.question', { app: t('products.seo'), context: 'seo' }),
      [
        t('survey.not_sure.answers.no_chance'),
        t('survey.not_sure.answers.no_features'),
        t('survey.not_sure.answers.too_complex'),
        t('survey.not_sure.answers.one_time'),
        t('survey.reason.answers.other'),
      ],
    ),
};
