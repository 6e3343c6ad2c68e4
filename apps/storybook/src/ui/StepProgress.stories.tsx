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
          'The four-step progress of the survey (product §2): numbered markers, finished steps ticked, the current one highlighted, with a caption "Step 2 of 4". Step 3.5 counts as step 3.',
          '',
          '**Accessibility**: a list named "Survey progress"; each step is read as "Step n of 4" and the current one has `aria-current="step"`.',
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
