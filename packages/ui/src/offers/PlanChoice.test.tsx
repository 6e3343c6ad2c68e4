import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlanChoice, type PlanOption } from './PlanChoice';

const plans: PlanOption[] = [
  { value: 'guru', label: 'Guru', description: 'Lower limits, lower price' },
  { value: 'pro', label: 'Pro', description: 'Lower limits, lower price' },
  {
    value: 'free',
    label: 'Free',
    description: 'No payments: your paid subscription ends, and you keep a free account.',
  },
];

function Controlled({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <PlanChoice
      legend="Choose a plan"
      plans={plans}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

describe('PlanChoice', () => {
  it('is a radio group named by its legend, with each plan described, in the given order', () => {
    render(<Controlled onValueChange={vi.fn()} />);
    expect(screen.getByRole('radiogroup', { name: 'Choose a plan' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['guru', 'pro', 'free']);
    expect(screen.getByRole('radio', { name: /^Free/ })).toHaveAccessibleDescription(
      'No payments: your paid subscription ends, and you keep a free account.',
    );
    for (const radio of radios) expect(radio).not.toBeChecked();
  });

  it('is chosen with the keyboard: Tab into the group, arrow keys to move and select', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);

    await user.tab();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');

    expect(screen.getByRole('radio', { name: /^Pro/ })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('pro');
  });

  it('shows the validation message it is given', async () => {
    const user = userEvent.setup();
    render(
      <PlanChoice
        legend="Choose a plan"
        plans={plans}
        value={null}
        error="Please choose an option."
      />,
    );
    await user.tab();
    expect(screen.getByText('Please choose an option.')).toBeInTheDocument();
  });
});
