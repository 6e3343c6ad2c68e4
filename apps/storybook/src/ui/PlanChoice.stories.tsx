import { PlanChoice, RadioGroup, type PlanOption } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formColumn, narrow, warningOf } from './helpers';
import { businessPlans, freePlan } from './samples';

const meta = {
  title: 'UI/PlanChoice',
  component: PlanChoice,
  // Its other props are RadioGroup's (all but choices, legendAppearance, onChange and
  // defaultValue): react-docgen does not follow the Omit<> they come through.
  subcomponents: { RadioGroup },
  decorators: [formColumn],
  args: {
    legend: 'Choose a plan',
    name: 'plan',
    plans: businessPlans,
    value: null,
    required: true,
    onValueChange: fn(),
  },
  argTypes: {
    legend: { control: 'text' },
    error: { control: 'text' },
    plans: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The lower plans of a downgrade offer, inside `OfferPanel` (see UI/OfferPanel, Downgrade): one answer per plan, its name in bold and what it means for the customer under it. Nothing is chosen at first; "Switch plan" with no plan chosen shows the warning above the plans, as every question of the flow does.',
          '',
          '**Order**: the plans as given, highest first, free last; a deployment may leave free out, and on Pro free is the only one.',
          '',
          '**Props**: `plans`, and those of `RadioGroup` (its tab below) but `choices`, `legendAppearance`, `onChange` and `defaultValue`: it is controlled with `value` and `onValueChange`.',
          '',
          '**Accessibility**: a radio group named by its legend, one Tab stop (the chosen plan, else the first), arrow keys move and choose; each plan is read with its description. The warning is announced and the group marked invalid.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof PlanChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the app uses it: controlled, the plan chosen by click or arrow keys. */
function ChoosablePlans(args: Story['args'] & { plans: readonly PlanOption[] }) {
  const [plan, setPlan] = useState<string | null>(args.value ?? null);
  return (
    <PlanChoice
      {...args}
      legend={args.legend ?? 'Choose a plan'}
      value={plan}
      onValueChange={(next) => {
        setPlan(next);
        args.onValueChange?.(next);
      }}
    />
  );
}

/** A Business customer: Guru, Pro and Free, nothing chosen; Tab then arrow keys choose. */
export const BusinessPlans: Story = {
  render: (args) => <ChoosablePlans {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Choose a plan' });
    await expect(group).toBeInTheDocument();
    const radios = canvas.getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'guru',
      'pro',
      'free',
    ]);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    // Each plan is read with what it means.
    await expect(canvas.getByRole('radio', { name: /^Free/ })).toHaveAccessibleDescription(
      freePlan.description as string,
    );
    await userEvent.tab();
    await expect(radios[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /^Pro/ })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pro');
  },
};

/** Pro already chosen (the customer came back to the offer). */
export const Chosen: Story = {
  args: { value: 'pro' },
  render: (args) => <ChoosablePlans {...args} />,
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    const pro = within(canvasElement).getByRole('radio', { name: /^Pro/ });
    await expect(pro).toBeChecked();
    // The one Tab stop is the chosen plan: the others are out of the Tab order.
    for (const radio of radios) {
      if (radio === pro) await expect(radio).not.toHaveAttribute('tabindex');
      else await expect(radio).toHaveAttribute('tabindex', '-1');
    }
  },
};

/** "Switch plan" pressed with no plan chosen: the warning above the plans, the group invalid. */
export const NothingChosen: Story = {
  args: { error: 'Please choose an option.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Choose a plan' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    const warning = warningOf(group);
    await expect(warning).toHaveTextContent('Please choose an option.');
    const firstPlan = within(canvasElement).getAllByRole('radio')[0]!;
    await expect(warning.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      firstPlan.getBoundingClientRect().top,
    );
  },
};

/** On Pro, the only lower plan is free. */
export const FreeOnly: Story = { args: { plans: [freePlan] } };

/** German, at the narrowest phone: the long description wraps under its plan, nothing cut off. */
export const LongGermanText: Story = {
  args: {
    legend: 'Tarif auswählen',
    plans: [
      { value: 'guru', label: 'Guru', description: 'Geringere Limits, niedrigerer Preis' },
      { value: 'pro', label: 'Pro', description: 'Geringere Limits, niedrigerer Preis' },
      {
        value: 'free',
        label: 'Kostenlos',
        description:
          'Keine Zahlungen: Ihr kostenpflichtiges Abonnement endet, und Sie behalten ein kostenloses Konto mit eingeschränkten Funktionen.',
      },
    ],
    error: 'Bitte wählen Sie eine Option aus.',
  },
  globals: { locale: 'de' },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const free = within(canvasElement).getByRole('radio', { name: /^Kostenlos/ });
    const answer = free.closest('label') ?? free.parentElement!;
    await expect(answer.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
  },
};
