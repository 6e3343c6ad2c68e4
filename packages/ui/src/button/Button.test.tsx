import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

describe('Button', () => {
  it('is a native button of type "button" by default, so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Continue</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is reached with Tab and activated with Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <>
        <Button onClick={onClick}>Continue</Button>
        <Button variant="secondary">I want to stay</Button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    await user.tab();
    expect(screen.getByRole('button', { name: 'I want to stay' })).toHaveFocus();
  });

  it('applies the variant and size classes', () => {
    render(
      <Button variant="danger" size="lg" fullWidth>
        Cancel subscription
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveClass(
      'cf-button',
      'cf-button--danger',
      'cf-button--lg',
      'cf-button--full',
    );
  });

  it('while busy: aria-busy, a spinner, the label kept as its name, and clicks ignored', async () => {
    const onClick = vi.fn();
    render(
      <Button busy busyLabel="Sending…" onClick={onClick}>
        Cancel subscription
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Cancel subscription/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled(); // stays focusable, focus is not lost
    expect(button).toHaveAccessibleName('Cancel subscription Sending…');
    expect(button.querySelector('.cf-spinner')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('announces the busy label in a status region when it becomes busy, and clears it after', () => {
    const { rerender } = render(<Button busyLabel="Sending…">Cancel subscription</Button>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    rerender(
      <Button busy busyLabel="Sending…">
        Cancel subscription
      </Button>,
    );
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Sending…');
    rerender(<Button busyLabel="Sending…">Cancel subscription</Button>);
    expect(status).toHaveTextContent('');
    expect(screen.getByRole('button')).toHaveAccessibleName('Cancel subscription');
  });

  it('submits once on a double click when the app sets busy on the first one', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const [busy, setBusy] = useState(false);
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
            setBusy(true);
          }}
        >
          <Button type="submit" busy={busy}>
            Cancel subscription
          </Button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
  });

  it('does not submit its form with Enter while busy', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>
          Continue
        </Button>
      </form>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does nothing when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Continue
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('with aria-disabled: focusable, and clicks, Enter and Space do nothing', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" aria-disabled onClick={onClick}>
          Resend email
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Resend email' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(button);
    expect(button).toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('hands its element to a ref', () => {
    let element: HTMLButtonElement | null = null;
    render(
      <Button
        ref={(node) => {
          element = node;
        }}
      >
        Continue
      </Button>,
    );
    expect(element).toBe(screen.getByRole('button'));
  });
});

describe('ButtonLink', () => {
  it('is a link styled as a button', () => {
    render(
      <ButtonLink href="https://www.example.com/" variant="secondary">
        Go to homepage
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Go to homepage' });
    expect(link).toHaveAttribute('href', 'https://www.example.com/');
    expect(link).toHaveClass('cf-button', 'cf-button--secondary', 'cf-button--md');
  });
});
