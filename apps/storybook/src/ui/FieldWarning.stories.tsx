import { FieldWarning, useFieldWarning } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formColumn, isShown, narrow, warningOf, ownExample } from './helpers';
import { texts } from './samples';

/** A native select wired with `useFieldWarning`, as any custom field can be. */
function PlanSelect({ label, error }: { label: string; error?: string }) {
  const warning = useFieldWarning({ error });
  return (
    <div className="cf-field" {...warning.anchorProps}>
      <label className="cf-field__label" htmlFor="plan">
        {label}
      </label>
      <div className="cf-field__anchor">
        <select id="plan" className="cf-input" {...warning.controlProps}>
          <option value="">—</option>
          <option value="pro">Pro</option>
          <option value="guru">Guru</option>
          <option value="business">Business</option>
        </select>
        <FieldWarning {...warning.warningProps} />
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/FieldWarning',
  component: FieldWarning,
  argTypes: {
    message: { control: 'text' },
  },
  decorators: [formColumn],
  args: { id: 'warning', message: texts.en.chooseOption, open: true },
  parameters: {
    docs: {
      description: {
        component: [
          'The warning tooltip of product §5: the validation message in a red speech bubble under the field, shown **only while the field has focus**. Unfocused, an invalid field keeps its red border and icon, and the message stays readable by screen readers.',
          '',
          'Every kit field (TextField, TextArea, Checkbox, RadioGroup) takes an `error` prop and draws this for you; a custom field wires it with `useFieldWarning` (see the *Focused* story).',
          '',
          "**Placement**: while a field has a message, the bubble's room is kept under the field, so the open bubble never covers the next label or button (also on a 320–360px phone) and nothing moves when focus comes or goes. It stays within the field's width.",
          '',
          "**Accessibility**: the message element is always in the page, is the field's description (`aria-describedby`) and a polite live region, so a new message is announced.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof FieldWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open bubble as drawn under a focused field. */
export const Open: Story = {
  render: (args) => (
    <div className="cf-field__anchor">
      <div style={{ height: 44, border: '1px dashed #767389' }} />
      <FieldWarning {...args} />
    </div>
  ),
};

/** Closed: no bubble under the field (dashed here); still in the DOM for aria-describedby. */
export const Closed: Story = {
  args: { open: false },
  render: (args) => (
    <div className="cf-field__anchor">
      <div style={{ height: 44, border: '1px dashed #767389' }} />
      <FieldWarning {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByText(texts.en.chooseOption);
    const warning = message.closest('.cf-field-warning');
    await expect(warning).toHaveAttribute('data-state', 'closed');
    await expect(warning && isShown(warning)).toBe(false);
  },
};

/** Tab into the wired select: the tooltip appears; tab away: it hides, the field stays described. */
export const Focused: Story = {
  tags: ['docs-frame'],
  parameters: ownExample,
  render: () => (
    <>
      <PlanSelect label="Plan to keep" error={texts.en.chooseOption} />
      <button type="button" className="cf-button cf-button--secondary" style={{ marginTop: 72 }}>
        Continue
      </button>
    </>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Plan to keep');
    const warning = warningOf(select);
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(isShown(warning)).toBe(false);
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(isShown(warning)).toBe(true);
    await userEvent.tab();
    await expect(isShown(warning)).toBe(false);
    await expect(select).toHaveAccessibleDescription(texts.en.chooseOption);
  },
};

export const LongGermanText: Story = {
  parameters: ownExample,
  render: () => (
    <PlanSelect label="Tarif, den Sie behalten möchten" error={texts.de.chooseOption} />
  ),
  globals: { locale: 'de' },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Tarif, den Sie behalten möchten');
    await userEvent.tab();
    const bubble = warningOf(select).getBoundingClientRect();
    await expect(bubble.left).toBeGreaterThanOrEqual(0);
    await expect(bubble.right).toBeLessThanOrEqual(select.getBoundingClientRect().right + 1);
  },
};

export const Japanese: Story = {
  args: { message: texts.ja.commentTooLong },
  globals: { locale: 'ja' },
  render: (args) => (
    <div className="cf-field__anchor">
      <div style={{ height: 44, border: '1px dashed #767389' }} />
      <FieldWarning {...args} />
    </div>
  ),
};

export const Chinese: Story = {
  args: { message: texts.zh.fillField },
  globals: { locale: 'zh' },
  render: (args) => (
    <div className="cf-field__anchor">
      <div style={{ height: 44, border: '1px dashed #767389' }} />
      <FieldWarning {...args} />
    </div>
  ),
};
