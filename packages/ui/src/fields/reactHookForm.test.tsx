// The fields with react-hook-form, spread exactly as the README shows (`{...register(name)}`):
// this file type-checks that the spread compiles and tests what a customer sees and submits.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type FieldError } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';
import { RadioGroup } from './RadioGroup';
import { TextArea } from './TextArea';
import { TextField } from './TextField';

interface Values {
  name: string;
  comment: string;
  reason: string;
  agreed: boolean;
}

const message = (error: FieldError | undefined) => error?.message;

function FinalStepForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { name: 'Ada', comment: '', reason: '', agreed: false } });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label="Your name"
        autoComplete="name"
        error={message(errors.name)}
        {...register('name', {
          required: 'Please enter your name.',
          maxLength: { value: 80, message: 'Please enter your name within 80 characters.' },
        })}
      />
      <TextArea label="Anything else?" {...register('comment')} />
      <RadioGroup
        legend="Why are you leaving?"
        choices={[
          { value: 'expensive', label: "It's too expensive" },
          { value: 'other', label: 'Other' },
        ]}
        error={message(errors.reason)}
        {...register('reason', { required: 'Please choose an option.' })}
      />
      <Checkbox
        label="I agree that all my projects will be deleted after 30 days."
        error={message(errors.agreed)}
        {...register('agreed', { required: 'Please agree to the terms first.' })}
      />
      <button type="submit">Cancel subscription</button>
    </form>
  );
}

describe('with react-hook-form (register spread as is)', () => {
  it('shows the default value and submits what the customer entered and chose', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<FinalStepForm onSubmit={onSubmit} />);
    const name = screen.getByLabelText('Your name');
    expect(name).toHaveValue('Ada');
    await user.clear(name);
    await user.type(name, 'Grace');
    await user.type(screen.getByLabelText('Anything else?'), 'Thanks');
    await user.click(screen.getByLabelText('Other'));
    await user.click(screen.getByLabelText(/I agree/));
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Grace',
      comment: 'Thanks',
      reason: 'other',
      agreed: true,
    });
  });

  it("shows the library's messages on the fields and sends nothing", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<FinalStepForm onSubmit={onSubmit} />);
    await user.clear(screen.getByLabelText('Your name'));
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(
      'Please enter your name.',
    );
    expect(
      screen.getByRole('radiogroup', { name: 'Why are you leaving?' }),
    ).toHaveAccessibleDescription('Please choose an option.');
    expect(screen.getByLabelText(/I agree/)).toHaveAccessibleDescription(
      'Please agree to the terms first.',
    );
  });

  it('never truncates a name past the rule: the message says so instead', async () => {
    const user = userEvent.setup();
    render(<FinalStepForm onSubmit={vi.fn()} />);
    const name = screen.getByLabelText('Your name');
    await user.clear(name);
    await user.type(name, 'x'.repeat(81));
    expect(name).toHaveValue('x'.repeat(81));
    expect(name).not.toHaveAttribute('maxlength');
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(name).toHaveAccessibleDescription('Please enter your name within 80 characters.');
  });
});
