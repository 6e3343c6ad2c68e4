import { Actions, Button, ButtonLink } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { narrow, ownExample, tokenColours } from './helpers';

const meta = {
  title: 'UI/Button',
  component: Button,
  subcomponents: { ButtonLink },
  args: { children: 'Continue', variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'danger', 'link'],
      table: { defaultValue: { summary: "'primary'" } },
    },
    size: {
      control: 'inline-radio',
      options: ['md', 'lg'],
      table: { defaultValue: { summary: "'md'" } },
    },
    // Native <button> props: react-docgen lists them without a description.
    children: {
      control: 'text',
      description: 'The label, translated by the app: a short verb phrase ("Continue").',
      table: { type: { summary: 'ReactNode' } },
    },
    onClick: {
      description: 'Called on click, Enter and Space; not called while `busy` or `disabled`.',
      table: { type: { summary: '(event: MouseEvent<HTMLButtonElement>) => void' } },
    },
    type: {
      control: 'inline-radio',
      options: ['button', 'submit', 'reset'],
      description:
        "`button` by default, so a button never submits a form by accident; pass `submit` for the form's main action.",
      table: { defaultValue: { summary: "'button'" } },
    },
    busyLabel: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component: [
          "The kit's button. Choose the variant by the weight of the action:",
          '',
          "- **primary**: the step's main action (Continue, Yes).",
          '- **secondary**: the alternative to the main action (Back, Not sure yet, Resend email).',
          '- **danger**: the one irreversible action (Cancel subscription on step 4).',
          '- **link**: a quiet action that reads as text (I want to stay, Contact support).',
          '',
          '`size="lg"` (52px) for the single action of a status page; `md` (44px) everywhere else. `fullWidth` stretches it to the width of its container. `busy` shows a spinner while a request runs: the width stays, a double click sends once, and `busyLabel` tells screen-reader users what is happening. `aria-disabled` (rather than `disabled`) draws it as disabled but keeps it focusable, for an action that is unavailable for now (Resend during its countdown, Back while step 4 sends). `ButtonLink` (below) looks the same but is a link: use it when the action opens a page (Go to homepage).',
          '',
          '**Accessibility**: native `<button>`, at least 44px tall, visible focus ring, works with Enter and Space; a busy button stays focusable.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Back' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Cancel subscription' } };

export const Link: Story = { args: { variant: 'link', children: 'Contact support' } };

export const Large: Story = { args: { size: 'lg', children: 'Go to homepage' } };

/** `fullWidth`: as wide as its container, here a 320px phone column. */
export const FullWidth: Story = {
  args: { fullWidth: true },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    const column = button.parentElement!.getBoundingClientRect();
    await expect(button.getBoundingClientRect().width).toBe(column.width);
    await expect(column.width).toBe(320);
  },
};

export const AllVariants: Story = {
  parameters: ownExample,
  render: () => (
    <Actions>
      <Button>Continue</Button>
      <Button variant="secondary">Back</Button>
      <Button variant="danger">Cancel subscription</Button>
      <Button variant="link">I want to stay</Button>
    </Actions>
  ),
};

export const Focused: Story = {
  tags: ['docs-frame'],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * `aria-disabled`: drawn as disabled but still focusable (Resend during its countdown); a click,
 * Enter or Space does nothing.
 */
export const AriaDisabled: Story = {
  tags: ['docs-frame'],
  args: { 'aria-disabled': true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // The disabled look: --cf-color-disabled behind --cf-color-text-muted, as `disabled`.
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(227, 225, 234)');
    await expect(getComputedStyle(button).color).toBe(tokenColours.textMuted);
    // Unlike `disabled`, it keeps its place in the tab order.
    await expect(button).toBeEnabled();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Sending…', variant: 'danger', children: 'Cancel subscription' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Cancel subscription/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.dblClick(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function SubmitOnce() {
  const [submissions, setSubmissions] = useState(0);
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSubmissions((count) => count + 1);
        setBusy(true);
      }}
    >
      <Actions>
        <Button type="submit" variant="danger" busy={busy} busyLabel="Sending…">
          Cancel subscription
        </Button>
        <Button variant="secondary" onClick={() => setBusy(false)}>
          Reset
        </Button>
      </Actions>
      <p>
        Submissions: <output aria-label="Submissions">{submissions}</output>
      </p>
    </form>
  );
}

/** A double click submits once: the first click sets `busy`, the second is ignored. */
export const BusyIgnoresSecondClick: Story = {
  parameters: ownExample,
  render: () => <SubmitOnce />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Cancel subscription/ });
    const widthBefore = button.getBoundingClientRect().width;
    await userEvent.dblClick(button);
    await expect(canvas.getByLabelText('Submissions')).toHaveTextContent('1');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // The spinner replaces the label without changing the button's width.
    await expect(button.getBoundingClientRect().width).toBe(widthBefore);
  },
};

export const LongGermanText: Story = {
  args: {
    variant: 'danger',
    children: 'Abonnement endgültig kündigen und Kündigungsbestätigung per E-Mail anfordern',
  },
  globals: { locale: 'de' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const Japanese: Story = {
  args: { variant: 'danger', children: 'サブスクリプションを解約する' },
  globals: { locale: 'ja' },
};

export const Chinese: Story = {
  args: { variant: 'secondary', children: '我想继续使用' },
  globals: { locale: 'zh' },
};

export const AsLink: Story = {
  parameters: ownExample,
  render: () => (
    <ButtonLink href="https://www.example.com/" variant="secondary">
      Go to homepage
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Go to homepage' });
    await expect(link).toHaveAttribute('href', 'https://www.example.com/');
  },
};

const STATES = ['rest', 'hover', 'pressed', 'focused'] as const;
const VARIANTS = ['primary', 'secondary', 'danger', 'link'] as const;

/**
 * Every variant at rest, under the pointer, pressed and focused from the keyboard, side by side
 * (the states are forced, without a pointer, by storybook-addon-pseudo-states in Storybook itself;
 * docs-pages/docsPages.test.ts checks them in the built Storybook).
 */
export const States: Story = {
  parameters: {
    pseudo: {
      hover: ['[data-state="hover"]'],
      active: ['[data-state="pressed"]'],
      focusVisible: ['[data-state="focused"]'],
    },
  },
  render: () => (
    <table style={{ borderSpacing: '16px 12px' }}>
      <thead>
        <tr>
          <th scope="col">Variant</th>
          {STATES.map((state) => (
            <th key={state} scope="col">
              {state}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {VARIANTS.map((variant) => (
          <tr key={variant}>
            <th scope="row">{variant}</th>
            {STATES.map((state) => (
              <td key={state}>
                <Button variant={variant} data-state={state}>
                  {variant === 'danger' ? 'Cancel subscription' : 'Continue'}
                </Button>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
