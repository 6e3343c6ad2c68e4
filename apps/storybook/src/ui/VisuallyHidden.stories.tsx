import { Button, VisuallyHidden } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { isShown } from './helpers';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { as: 'span' },
  argTypes: { as: { control: 'inline-radio', options: ['span', 'div', 'p'] } },
  parameters: {
    docs: {
      description: {
        component: [
          'Text for screen readers only: not painted, still read, still in the page (not `display: none`). The kit uses it where the screen already says something by its look: each step of the progress is read as "Step 1 of 4, completed" while the marker shows a tick, and the loading placeholder is a page of its own with a hidden heading.',
          '',
          'Use it to add what sight gives for free; never to hide a label that sighted customers need too.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button that looks like "Edit" and is read as "Edit your answer to step 2". */
export const MoreForScreenReaders: Story = {
  render: (args) => (
    <Button variant="secondary">
      Edit<VisuallyHidden {...args}> your answer to step 2</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Edit your answer to step 2',
    });
    const hidden = button.querySelector('.cf-visually-hidden')!;
    await expect(hidden).toBeInTheDocument();
    await expect(isShown(hidden)).toBe(false);
    await expect(isShown(button)).toBe(true);
  },
};

/** As a block: a heading for a screen reader's list of headings, on a page that shows none. */
export const HiddenHeading: Story = {
  render: () => (
    <VisuallyHidden as="div">
      <h1>Cancel subscription</h1>
    </VisuallyHidden>
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Cancel subscription' });
    await expect(isShown(heading)).toBe(false);
  },
};
