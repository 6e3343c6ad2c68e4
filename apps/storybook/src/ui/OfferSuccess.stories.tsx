import { Actions, ButtonLink, StatusPanel } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/** After an accepted offer: StatusPanel with status="success" and a way home. */
const meta = {
  title: 'UI/OfferSuccess',
  component: StatusPanel,
  argTypes: {
    title: { control: 'text' },
    children: { control: false },
    actions: { control: false },
    icon: { control: false },
  },
  args: {
    status: 'success',
    title: 'You keep your loyal price',
    children: <p>Your subscription stays active at $99.95 a month.</p>,
    actions: (
      <Actions align="center">
        <ButtonLink href="https://www.example.com/">Go to homepage</ButtonLink>
      </Actions>
    ),
  },
} satisfies Meta<typeof StatusPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoyalPriceKept: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'You keep your loyal price' }),
    ).toHaveTextContent('stays active');
    await expect(canvas.getByRole('link', { name: 'Go to homepage' })).toBeVisible();
  },
};

export const DiscountApplied: Story = {
  args: {
    title: 'Your discount is applied',
    children: (
      <p>
        Your subscription stays active, and your next month costs 30% less. After that, your usual
        price applies.
      </p>
    ),
  },
};

export const Downgraded: Story = {
  args: {
    title: 'Your plan has been changed',
    children: <p>Your subscription stays active, on the Pro plan.</p>,
  },
};

export const DowngradedToFree: Story = {
  args: {
    title: 'Your plan has been changed',
    children: (
      <p>
        Your paid subscription has ended. You keep your account on the free plan, with limited
        features.
      </p>
    ),
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const Screen: Story = { globals: { viewport: { value: 'screen', isRotated: false } } };
