import { OfferPanel, PlanChoice, type OfferPanelProps, type PlanOption } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formColumn, isShown, narrow } from './helpers';
import { businessPlans, freePlan } from './samples';

const DECLINE = 'No thanks, continue canceling';

const meta = {
  title: 'UI/OfferPanel',
  component: OfferPanel,
  argTypes: {
    title: { control: 'text' },
    terms: { control: 'text' },
    acceptLabel: { control: 'text' },
    declineLabel: { control: 'text' },
    busyLabel: { control: 'text' },
    children: { control: false },
  },
  decorators: [formColumn],
  args: {
    title: 'Keep your loyal price',
    children: (
      <p>
        You pay $99.95 a month, a price we no longer offer. If you cancel, you can&apos;t get it
        back.
      </p>
    ),
    terms: 'Your subscription stays as it is. Nothing else changes.',
    acceptLabel: 'Keep my price',
    declineLabel: DECLINE,
    busyLabel: 'Please wait…',
    onAccept: fn(),
    onDecline: fn(),
  },
} satisfies Meta<typeof OfferPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer with a loyalty flag: cancelling loses a price that is no longer sold. */
export const LoyalPrice: Story = {
  // Its check is of the tablet-and-up row (the Mobile story below checks the phone's stack), so the
  // story keeps that width whatever the toolbar's viewport.
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const accept = canvas.getByRole('button', { name: 'Keep my price' });
    const decline = canvas.getByRole('button', { name: DECLINE });
    await expect(canvas.getByRole('heading', { name: 'Keep your loyal price' })).toBeVisible();
    // Side by side, the same size: declining is as easy to find as accepting.
    await expect(decline.getBoundingClientRect().top).toBe(accept.getBoundingClientRect().top);
    await expect(decline.getBoundingClientRect().height).toBe(
      accept.getBoundingClientRect().height,
    );
    await userEvent.tab();
    await expect(accept).toHaveFocus();
    await userEvent.tab();
    await expect(decline).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
  },
};

/** A price reason: a discount on the next payment, then the usual price. */
export const Discount: Story = {
  args: {
    title: 'Get 30% off your next month',
    children: <p>Keep your subscription and pay 30% less for your next month.</p>,
    terms: 'After that, your usual price applies.',
    acceptLabel: 'Get 30% off',
  },
};

export const DiscountAnnual: Story = {
  args: {
    title: 'Get 15% off your next year',
    children: <p>Keep your subscription and pay 15% less for your next year.</p>,
    terms: 'After that, your usual price applies.',
    acceptLabel: 'Get 15% off',
  },
};

/** The acceptance is on its way: accept shows a spinner, neither button reacts to clicks. */
export const Accepting: Story = {
  args: { accepting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const accept = canvas.getByRole('button', { name: /Keep my price/ });
    await expect(accept).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: DECLINE }));
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};

/** The panel's texts of a downgrade: it states no terms (the plans say what changes). */
const downgradeArgs = {
  title: 'Switch to a lower plan',
  acceptLabel: 'Switch plan',
  terms: undefined,
} satisfies Partial<OfferPanelProps>;

/** The downgrade's body: a sentence and the plans to choose from, nothing chosen at first. */
function DowngradeOffer({ plans, ...panel }: OfferPanelProps & { plans: readonly PlanOption[] }) {
  const [plan, setPlan] = useState<string | null>(null);
  return (
    <OfferPanel {...panel}>
      <p>Pay less instead of canceling, and keep your account.</p>
      <PlanChoice legend="Choose a plan" plans={plans} value={plan} onValueChange={setPlan} />
    </OfferPanel>
  );
}

/** A usage reason on Business: the lower plans, free last and described as such. */
export const Downgrade: Story = {
  args: downgradeArgs,
  render: (args) => <DowngradeOffer {...args} plans={businessPlans} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radios = canvas.getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'guru',
      'pro',
      'free',
    ]);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /^Pro/ })).toBeChecked();
  },
};

/** On Guru, without free: only paid lower plans (a deployment may leave free out). */
export const DowngradeWithoutFree: Story = {
  args: downgradeArgs,
  render: (args) => <DowngradeOffer {...args} plans={businessPlans.slice(0, 2)} />,
};

/** On Pro, the only lower plan is free. */
export const DowngradeToFreeOnly: Story = {
  args: downgradeArgs,
  render: (args) => <DowngradeOffer {...args} plans={[freePlan]} />,
};

export const DowngradeSwitching: Story = {
  args: { ...downgradeArgs, accepting: true },
  render: (args) => <DowngradeOffer {...args} plans={businessPlans} />,
};

/** At 320px the two buttons stack, full width, accept first; neither is cut off. */
export const Narrow: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accept = canvas.getByRole('button', { name: 'Keep my price' });
    const decline = canvas.getByRole('button', { name: DECLINE });
    await expect(isShown(decline)).toBe(true);
    await expect(decline.getBoundingClientRect().top).toBeGreaterThan(
      accept.getBoundingClientRect().top,
    );
    await expect(decline.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };
export const Screen: Story = { globals: { viewport: { value: 'screen', isRotated: false } } };
export const DowngradeMobile: Story = {
  ...Downgrade,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
