import { Actions, Button } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { narrow } from './helpers';

const meta = {
  title: 'UI/Actions',
  component: Actions,
  args: {
    children: (
      <>
        <Button>Continue</Button>
        <Button variant="secondary">Back</Button>
      </>
    ),
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'end', 'center'] },
    // JSX children: shown in the canvas, not as an (unreadable) control value.
    children: { control: false, table: { type: { summary: 'ReactNode' } } },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A row of buttons at the end of a step or panel. **Put the primary action first**: it comes first in reading and tab order, and on a phone (up to 599px) the row stacks into full-width buttons with the primary one on top.',
          '',
          '- `align`: `start` (default) for forms, `center` for centred status panels, `end` rarely.',
          '- One primary (or danger) button per row; the others are `secondary` or `link`.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Actions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The primary action comes first in tab order. */
export const Focused: Story = {
  tags: ['docs-frame'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
  },
};

export const CompetitorQuestion: Story = {
  args: {
    children: (
      <>
        <Button>Yes</Button>
        <Button variant="secondary">Not sure yet</Button>
      </>
    ),
  },
};

export const FinalStep: Story = {
  args: {
    children: (
      <>
        <Button variant="danger">Cancel subscription</Button>
        <Button variant="secondary">Keep my trial subscription</Button>
      </>
    ),
  },
};

export const Disabled: Story = {
  args: {
    children: (
      <>
        <Button disabled>Continue</Button>
        <Button variant="secondary">Back</Button>
      </>
    ),
  },
};

/**
 * A link alone in a row, as the offer's Back: from a tablet up its text starts at the content's
 * edge, where the text above it starts (its padding reaches out past that edge).
 */
export const LinkLeadingTheRow: Story = {
  // The alignment it checks holds from a tablet up, so the story keeps that width.
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: {
    children: <Button variant="link">Back</Button>,
  },
  render: (args) => (
    <div>
      <p style={{ margin: 0 }}>Switch to a lower plan</p>
      <Actions {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('button', { name: 'Back' });
    const text = link.querySelector('.cf-button__label') ?? link;
    const range = document.createRange();
    range.selectNodeContents(text);
    const textLeft = range.getBoundingClientRect().left;
    const paragraphLeft = canvasElement.querySelector('p')!.getBoundingClientRect().left;
    await expect(Math.abs(textLeft - paragraphLeft)).toBeLessThan(1);
  },
};

/** Stacked on a phone: full-width buttons, the primary one on top. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = canvas.getByRole('button', { name: 'Continue' }).getBoundingClientRect();
    const secondary = canvas.getByRole('button', { name: 'Back' }).getBoundingClientRect();
    await expect(primary.bottom).toBeLessThanOrEqual(secondary.top);
    await expect(primary.width).toBe(secondary.width);
  },
};

export const LongGermanText: Story = {
  args: {
    children: (
      <>
        <Button variant="danger">Abonnement kündigen</Button>
        <Button variant="secondary">Mein Testabonnement behalten</Button>
      </>
    ),
  },
  globals: { locale: 'de' },
  decorators: [narrow],
};

export const Japanese: Story = {
  args: {
    children: (
      <>
        <Button>次へ</Button>
        <Button variant="secondary">利用を継続する</Button>
      </>
    ),
  },
  globals: { locale: 'ja' },
};

export const Chinese: Story = {
  args: {
    children: (
      <>
        <Button>是</Button>
        <Button variant="secondary">还不确定</Button>
      </>
    ),
  },
  globals: { locale: 'zh' },
};
