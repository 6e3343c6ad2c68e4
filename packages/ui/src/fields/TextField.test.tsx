import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

const NAME_ERROR = 'Please enter your name.';

function warningOf(input: HTMLElement): HTMLElement {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const message = ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('cf-field-warning'));
  if (!message) throw new Error('the field is not described by a warning');
  return message;
}

describe('TextField', () => {
  it('is found by its label and passes native input props through', async () => {
    const onChange = vi.fn();
    render(<TextField label="Your name" name="name" autoComplete="name" onChange={onChange} />);
    const input = screen.getByLabelText('Your name');
    expect(input).toHaveAttribute('name', 'name');
    expect(input).toHaveAttribute('autocomplete', 'name');
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.type(input, 'Ada');
    expect(input).toHaveValue('Ada');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('takes the direction of what is typed (Arabic or Hebrew right to left), unless told', () => {
    render(
      <>
        <TextField label="Your name" />
        <TextField label="Code" dir="ltr" />
      </>,
    );
    expect(screen.getByLabelText('Your name')).toHaveAttribute('dir', 'auto');
    expect(screen.getByLabelText('Code')).toHaveAttribute('dir', 'ltr');
  });

  it('describes the input with its hint and shows an optional marker', () => {
    render(<TextField label="Your name" optionalText="(optional)" hint="As on your invoices." />);
    const input = screen.getByLabelText('Your name (optional)');
    expect(input).toHaveAccessibleDescription('As on your invoices.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('hands the input element to a ref (react-hook-form registers by ref)', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<TextField label="Your name" ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('Your name'));
  });

  it('with an error: aria-invalid and a description pointing at the message', () => {
    render(<TextField label="Your name" hint="As on your invoices." error={NAME_ERROR} />);
    const input = screen.getByLabelText('Your name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`${NAME_ERROR} As on your invoices.`);
    expect(warningOf(input)).toHaveTextContent(NAME_ERROR);
    expect(warningOf(input)).toHaveAttribute('aria-live', 'polite');
  });

  it('shows the warning tooltip only while focused, and stays described when not', async () => {
    const user = userEvent.setup();
    render(
      <>
        <TextField label="Your name" error={NAME_ERROR} />
        <button type="button">Continue</button>
      </>,
    );
    const input = screen.getByLabelText('Your name');
    const warning = warningOf(input);
    expect(warning).toHaveAttribute('data-state', 'closed');
    expect(warning).not.toHaveClass('cf-field-warning--open');

    await user.tab();
    expect(input).toHaveFocus();
    expect(warning).toHaveAttribute('data-state', 'open');
    expect(warning).toHaveClass('cf-field-warning--open');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(warning).toHaveAttribute('data-state', 'closed');
    expect(input).toHaveAccessibleDescription(NAME_ERROR);
    // The visible error state stays: the icon next to the value.
    expect(input.parentElement?.querySelector('.cf-field__status-icon')).not.toBeNull();
  });

  it('fills its live region when an error appears so it is announced, and empties it when fixed', () => {
    const { rerender } = render(<TextField label="Your name" />);
    const input = screen.getByLabelText('Your name');
    const region = document.querySelector('.cf-field-warning');
    expect(region).toBeEmptyDOMElement();
    rerender(<TextField label="Your name" error={NAME_ERROR} />);
    expect(region).toHaveTextContent(NAME_ERROR);
    rerender(<TextField label="Your name" />);
    expect(region).toBeEmptyDOMElement();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('renders a read-only value (the e-mail) that can be focused but not edited', async () => {
    render(
      <TextField
        label="Email"
        value="ada@example.com"
        readOnly
        autoComplete="email"
        type="email"
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveClass('cf-input--readonly');
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('ada@example.com');
  });

  it('shows a live character counter counted by the given measure, e.g. the name (issue 11)', async () => {
    const codePoints = (value: string) => [...value].length;
    render(
      <TextField
        label="Your name"
        defaultValue="Ad"
        maxLength={5}
        measure={codePoints}
        counterLabel={(remaining) =>
          remaining >= 0 ? `${remaining} characters left` : `${-remaining} characters over`
        }
      />,
    );
    const input = screen.getByLabelText('Your name');
    expect(input).toHaveAccessibleDescription('3 characters left');
    await userEvent.type(input, 'a😀xyz');
    expect(input).toHaveAccessibleDescription('2 characters over');
    expect(input).not.toHaveAttribute('maxlength');
  });
});
