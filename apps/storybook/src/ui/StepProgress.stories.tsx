import { StepProgress } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { narrow } from './helpers';
import { stepLabels } from './samples';

const meta = {
  title: 'UI/StepProgress',
  component: StepProgress,
  args: { current: 1, total: 4, label: 'Survey progress', stepLabel: stepLabels.en },
  argTypes: {
    current: { control: { type: 'range', min: 1, max: 4, step: 1 } },
    label: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The four-step progress of the survey (product §2): numbered markers, finished steps ticked, steps the answers passed over (`skipped`, the engine\'s `skippedSteps`) in a dashed ring, the current one highlighted, with a caption "Step 2 of 4". Step 3.5 counts as step 3.',
          '',
          '**Accessibility**: a list named "Survey progress"; each step is read as `stepLabel(n, total, state)` gives it, in the flow "Step 1 of 4, completed", "Step 2 of 4, skipped", "Step 3 of 4"; the current one has `aria-current="step"`.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof StepProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

function expectCurrent(current: number) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Survey progress' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    for (const [index, item] of items.entries()) {
      await expect(item).toHaveTextContent(`Step ${index + 1} of 4`);
      if (index + 1 === current) await expect(item).toHaveAttribute('aria-current', 'step');
      else await expect(item).not.toHaveAttribute('aria-current');
    }
  };
}

export const Step1: Story = { args: { current: 1 }, play: expectCurrent(1) };
export const Step2: Story = { args: { current: 2 }, play: expectCurrent(2) };
export const Step3: Story = { args: { current: 3 }, play: expectCurrent(3) };
export const Step4: Story = { args: { current: 4 }, play: expectCurrent(4) };

/** Step 4 after "My project is finished": no follow-up and no competitor question. */
export const SkippedSteps: Story = {
  args: { current: 4, skipped: [2, 3] },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Step 1 of 4, completed');
    await expect(items[1]).toHaveTextContent('Step 2 of 4, skipped');
    await expect(items[2]).toHaveTextContent('Step 3 of 4, skipped');
    await expect(items[3]).toHaveAttribute('aria-current', 'step');
    // Only the step done is ticked.
    await expect(canvasElement.querySelectorAll('.cf-steps__marker svg')).toHaveLength(1);
    const ring = getComputedStyle(items[1]!.querySelector('.cf-steps__marker')!).borderTopStyle;
    await expect(ring).toBe('dashed');
  },
};

export const WithoutCaption: Story = { args: { current: 2, showCaption: false } };

export const LongGermanText: Story = {
  args: { current: 3, label: 'Fortschritt der Umfrage', stepLabel: stepLabels.de },
  globals: { locale: 'de' },
  decorators: [narrow],
};

export const Japanese: Story = {
  args: { current: 2, label: 'アンケートの進捗状況', stepLabel: stepLabels.ja },
  globals: { locale: 'ja' },
  decorators: [narrow],
};

export const Chinese: Story = {
  args: { current: 4, label: '问卷进度', stepLabel: stepLabels.zh },
  globals: { locale: 'zh' },
};
