import { Spinner, VisuallyHidden } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { isShown, ownExample } from './helpers';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: {
      description: {
        component:
          'Shows that something is in progress. Inside a busy Button it replaces the label; on its own, give it a `label` ("Loading…") so screen readers announce it. `size`: `sm` (in buttons), `md`, `lg` (a page).',
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  parameters: ownExample,
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', color: 'var(--cf-color-brand)' }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
};

/** With a label it is a status read by screen readers. */
export const WithLabel: Story = {
  args: { size: 'lg', label: 'Confirming your cancellation…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Confirming your cancellation…',
    );
  },
};

export const Japanese: Story = {
  args: { size: 'lg', label: '読み込み中…' },
  globals: { locale: 'ja' },
};

/** `VisuallyHidden`: read by assistive technology, invisible on screen. */
export const VisuallyHiddenText: Story = {
  parameters: ownExample,
  render: () => (
    <p>
      Step 2<VisuallyHidden> of 4: Tell us a bit more</VisuallyHidden>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText(/of 4/);
    await expect(hidden).toBeInTheDocument();
    await expect(isShown(hidden)).toBe(false);
  },
};
