import { NoSubscriptionIllustration } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NoSubscriptionExample } from './examples';
import { ownExample } from './helpers';

const meta = {
  title: 'UI/NoSubscriptionIllustration',
  component: NoSubscriptionIllustration,
  args: { width: 240 },
  parameters: {
    docs: {
      description: {
        component:
          'The picture of the no-subscription page (product §2). Decorative: hidden from screen readers, so the heading next to it must say everything.',
      },
    },
  },
} satisfies Meta<typeof NoSubscriptionIllustration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg.cf-illustration');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg?.querySelector('title')).toBeNull();
  },
};

export const Small: Story = { args: { width: 160 } };

/** In context: the no-subscription page of product §2, built from the kit. */
export const OnNoSubscriptionPage: Story = {
  parameters: ownExample,
  render: () => (
    <div style={{ maxWidth: 560 }}>
      <NoSubscriptionExample />
    </div>
  ),
};
