import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

const AGREEMENT =
  "I agree that all my projects will be deleted after 30 days starting the day I'm unsubscribed.";

describe('Checkbox', () => {
  it('is found by its (long) label and toggles with Space and a click on the label', async () => {
    const user = userEvent.setup();
    render(<Checkbox label={AGREEMENT} name="agreed" />);
    const box = screen.getByLabelText(AGREEMENT);
    expect(box).toHaveAttribute('type', 'checkbox');
    expect(box).toHaveAttribute('name', 'agreed');
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(screen.getByText(AGREEMENT));
    expect(box).not.toBeChecked();
  });

  it('with an error: invalid, described by the message, tooltip only while focused', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Checkbox label={AGREEMENT} error="Please agree to the terms first." />
        <button type="button">Cancel subscription</button>
      </>,
    );
    const box = screen.getByLabelText(AGREEMENT);
    const warning = document.querySelector('.cf-field-warning');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please agree to the terms first.');
    expect(warning).toHaveAttribute('data-state', 'closed');
    await user.tab();
    expect(warning).toHaveAttribute('data-state', 'open');
    await user.tab();
    expect(warning).toHaveAttribute('data-state', 'closed');
    expect(box).toHaveAccessibleDescription('Please agree to the terms first.');
  });

  it('hands the input to a ref and keeps hints in the description', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<Checkbox label="Send me a copy" hint="To your account e-mail." ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('Send me a copy'));
    expect(ref.current).toHaveAccessibleDescription('To your account e-mail.');
  });
});
