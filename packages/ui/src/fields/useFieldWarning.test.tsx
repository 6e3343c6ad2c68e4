import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FieldWarning } from './FieldWarning';
import { useFieldWarning } from './useFieldWarning';

// A field the kit does not ship, wired with the helper the kit's own fields use.
function Select({ error }: { error?: string }) {
  const warning = useFieldWarning({ error, describedBy: ['plan-hint'] });
  return (
    <div {...warning.anchorProps}>
      <label htmlFor="plan">Plan</label>
      <p id="plan-hint">Pick the plan to keep.</p>
      <select id="plan" {...warning.controlProps}>
        <option>Pro</option>
        <option>Guru</option>
      </select>
      <FieldWarning {...warning.warningProps} />
    </div>
  );
}

describe('useFieldWarning', () => {
  it('wires any control: aria-invalid, description, tooltip while focus is within', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Select error="Please choose an option." />
        <button type="button">Continue</button>
      </>,
    );
    const select = screen.getByLabelText('Plan');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please choose an option. Pick the plan to keep.');
    const warning = screen.getByText('Please choose an option.').parentElement;
    expect(warning).toHaveAttribute('data-state', 'closed');
    await user.tab();
    expect(warning).toHaveAttribute('data-state', 'open');
    await user.tab();
    expect(warning).toHaveAttribute('data-state', 'closed');
  });

  it('treats a blank message as no error', () => {
    render(<Select error="   " />);
    const select = screen.getByLabelText('Plan');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).toHaveAccessibleDescription('Pick the plan to keep.');
  });
});
