import { Checkbox } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formColumn, isShown, narrow, tokenColours, warningOf } from './helpers';
import { texts } from './samples';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  decorators: [formColumn],
  args: { label: texts.en.agreement, name: 'agreed', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'A single yes/no choice with a long label, e.g. the agreement on step 4 ("I agree that all my projects will be deleted…"). The whole label is clickable and may contain links.',
          '',
          '`hint` adds a line of help under the label, aligned with its text.',
          '',
          '**States**: default, checked, with a hint, focused, invalid (red box and icon; the message shows in the warning tooltip while focused), disabled.',
          '',
          '**Accessibility**: a native checkbox (24px drawn box, falls back to the native control in forced-colours mode); the error is tied to it with `aria-describedby`.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

const AGREEMENT_HINT = 'Until then, your projects stay in your account.';

/** `hint`: help under the label, aligned with its text, read as the checkbox's description. */
export const WithHint: Story = {
  args: { hint: AGREEMENT_HINT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByLabelText(texts.en.agreement);
    const label = canvas.getByText(texts.en.agreement).getBoundingClientRect();
    const hint = canvas.getByText(AGREEMENT_HINT).getBoundingClientRect();
    await expect(hint.top).toBeGreaterThanOrEqual(label.bottom);
    await expect(hint.left).toBe(label.left);
    await expect(box).toHaveAccessibleDescription(AGREEMENT_HINT);
  },
};

export const Focused: Story = {
  tags: ['docs-frame'],
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByLabelText(texts.en.agreement);
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithError: Story = {
  args: { error: texts.en.agreementRequired },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText(texts.en.agreement);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(texts.en.agreementRequired);
    await expect(isShown(warningOf(box))).toBe(false);
  },
};

export const WithErrorFocused: Story = {
  tags: ['docs-frame'],
  args: { error: texts.en.agreementRequired },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText(texts.en.agreement);
    await userEvent.tab();
    await expect(isShown(warningOf(box))).toBe(true);
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Ticked and disabled: the box shows in neutral grey, not the brand's violet. */
export const DisabledChecked: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    // --cf-color-text-muted instead of --cf-color-brand.
    await expect(getComputedStyle(box).backgroundColor).toBe(tokenColours.textMuted);
  },
};

export const LongGermanText: Story = {
  args: { label: texts.de.agreement, error: texts.de.agreementRequired },
  globals: { locale: 'de' },
  decorators: [narrow],
};

export const Japanese: Story = {
  args: { label: texts.ja.agreement, defaultChecked: true },
  globals: { locale: 'ja' },
};

export const Chinese: Story = {
  args: { label: texts.zh.agreement, error: texts.zh.agreementRequired },
  globals: { locale: 'zh' },
};
