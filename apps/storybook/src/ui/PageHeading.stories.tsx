import { PageHeading, StepProgress } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { narrow } from './helpers';
import { stepLabels } from './samples';

const meta = {
  title: 'UI/PageHeading',
  component: PageHeading,
  argTypes: {
    title: { control: 'text' },
    subtitle: { control: 'text' },
    before: { control: false },
  },
  args: {
    title: "We're sorry to see you go",
    subtitle: "Please let us know why you're leaving",
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The page title (h1) with an optional subtitle, e.g. "We\'re sorry to see you go" / "Please let us know why you\'re leaving". `before` takes what sits above the title (the StepProgress). Use `level={2}` for headings inside a card that is not the page\'s main heading.',
          '',
          '**Accessibility**: one h1 per page; long words hyphenate (set the page language).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      "We're sorry to see you go",
    );
  },
};

/** A survey step's heading, with the progress above the title. */
export const WithStepProgress: Story = {
  args: {
    title: 'Cancel subscription',
    subtitle: 'Check your details and confirm to cancel your subscription.',
    before: (
      <StepProgress total={4} current={4} label="Survey progress" stepLabel={stepLabels.en} />
    ),
  },
};

export const TitleOnly: Story = { args: { subtitle: undefined, title: 'One more question' } };

export const LongGermanText: Story = {
  args: {
    title: 'Prüfen Sie Ihr E-Mail-Postfach, um die Abonnementkündigung abzuschließen',
    subtitle: 'Bitte teilen Sie uns mit, warum Sie Ihr Abonnement kündigen möchten',
  },
  globals: { locale: 'de' },
  decorators: [narrow],
};

export const Japanese: Story = {
  args: { title: 'ご解約とのこと、大変残念です', subtitle: '解約の理由をお聞かせください' },
  globals: { locale: 'ja' },
};

export const Chinese: Story = {
  args: { title: '很遗憾您要离开', subtitle: '请告诉我们您离开的原因' },
  globals: { locale: 'zh' },
};
