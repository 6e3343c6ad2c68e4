import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { currentStep, findHeading } from './pageChecks';
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
  await findHeading(canvasElement, 'Tell us a bit more');
  await expect(currentStep(canvasElement)).toBe('Step 2 of 4');
  const group = within(canvasElement).getByRole('radiogroup', { name: question });
  const names = within(group)
    .getAllByRole<HTMLInputElement>('radio')
    .map((radio) => radio.labels?.[0]?.textContent?.trim() ?? '');
  await expect(names[0]).toBe(answers[0]);
  await expect(names.at(-1)).toBe('Other');
  await expect([...names].sort()).toEqual([...answers].sort());
  for (const radio of within(group).getAllByRole('radio')) await expect(radio).not.toBeChecked();
}

export const PaidPrice: Story = {
  name: 'Paid: price',
  parameters: { screen: { path: '/cancel/seo', draft: [choose('too_expensive'), next] } },
  play: ({ canvasElement }) =>
    expectFollowUp(canvasElement, 'What best describes the problem with the price?', [
      'The price is higher than the value I get',
      'I found a cheaper alternative',
      'My budget was cut',
      'I only need a few of the tools',
      'Other',
    ]),
};

export const PaidUsage: Story = {
  name: 'Paid: usage',
  parameters: { screen: { path: '/cancel/seo', draft: [choose('not_using'), next] } },
  play: ({ canvasElement }) =>
    expectFollowUp(canvasElement, 'What kept you from using it more?', [
      "I didn't have enough time",
      'It was hard to learn',
      "I didn't see results quickly enough",
      'My team stopped using it',
      'Other',
    ]),
};

export const PaidData: Story = {
  name: 'Paid: data',
  parameters: { screen: { path: '/cancel/seo', draft: [choose('data_quality'), next] } },
  play: ({ canvasElement }) =>
    expectFollowUp(canvasElement, "Which data didn't meet your expectations?", [
      'Keyword data',
      'Backlink data',
      'Traffic data',
      'Position tracking',
      'Other',
    ]),
};

export const TrialPrice: Story = {
  name: 'Trial: price',
  parameters: {
    screen: { path: '/cancel/seo', scenario: 'trial', draft: [choose('too_expensive'), next] },
  },
  play: async ({ canvasElement }) => {
    await expectFollowUp(canvasElement, 'What best describes the problem with the price?', [
      'The price is higher than the value I get',
      'I found a cheaper alternative',
      'My budget was cut',
      'I only need a few of the tools',
      'Other',
    ]);
    await expect(
      within(canvasElement).getByRole('link', { name: 'Keep my trial subscription' }),
    ).toBeInTheDocument();
  },
};

export const TrialNotSure: Story = {
  name: 'Trial: not sure',
  parameters: {
    screen: { path: '/cancel/seo', scenario: 'trial', draft: [choose('not_sure_need'), next] },
  },
  play: ({ canvasElement }) =>
    expectFollowUp(canvasElement, 'Why are you not sure you need SEO Toolkit?', [
      "Didn't have a chance to use it during the free trial",
      "It doesn't have the features I need",
      "It's too complicated",
      'I only needed it for a one-time task',
      'Other',
    ]),
};
