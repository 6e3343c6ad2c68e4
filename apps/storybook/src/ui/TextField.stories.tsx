import { OptionalMarker, TextField } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formColumn, isShown, narrow, tokenColours, warningOf } from './helpers';
import { textControlArgTypes } from './textControlArgTypes';
import { NAME_MAX_LENGTH, textLength } from '@cancel-flow/survey-engine';
import { counterLabels, longNames, texts } from './samples';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  subcomponents: { OptionalMarker },
  decorators: [formColumn],
  args: {
    label: texts.en.name,
    name: 'name',
    autoComplete: 'name',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: textControlArgTypes,
  parameters: {
    docs: {
      description: {
        component: [
          'Single-line text with a label, an optional hint and the validation warning, e.g. "Your name" on step 4. `readOnly` draws a value the customer cannot change (the e-mail); `optionalText` marks optional fields. With `maxLength`, `counterLabel` and `measure` it counts the characters left under the field, as `TextArea` does (the name on step 4: 80); nothing is ever cut off.',
          '',
          '**States**: default, focused, invalid (red border and icon; the message in the tooltip while focused), with the counter near and at the limit, read-only, disabled.',
          '',
          '**Accessibility**: a native input with a visible label; hint and message are its description; the tooltip opens under the field and never covers what the customer types.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'As it appears on your invoices.' },
};

export const Optional: Story = {
  args: {
    label: 'Company',
    name: 'company',
    autoComplete: 'organization',
    optionalText: '(optional)',
  },
};

/**
 * `OptionalMarker` in a label the app words itself: where a language places or brackets the
 * marker its own way (Japanese writes "（任意）" with no space), the app passes the whole label and
 * wraps the marker, instead of `optionalText`.
 */
export const OptionalMarkerInLabel: Story = {
  args: {
    label: (
      <>
        会社名<OptionalMarker>（任意）</OptionalMarker>
      </>
    ),
    name: 'company',
    autoComplete: 'organization',
  },
  // The label is markup here, which a text control cannot edit.
  argTypes: { label: { control: false } },
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('会社名（任意）');
    const marker = canvasElement.querySelector('.cf-field__optional');
    await expect(marker).toHaveTextContent('（任意）');
    await expect(input).not.toBeRequired();
  },
};

export const Focused: Story = {
  tags: ['docs-frame'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(texts.en.name);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Ada Lovelace');
    await expect(input).toHaveValue('Ada Lovelace');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** Invalid and not focused: red border and icon; the message is hidden but still described. */
export const WithError: Story = {
  args: { error: texts.en.nameRequired },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(texts.en.name);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(texts.en.nameRequired);
    await expect(isShown(warningOf(input))).toBe(false);
  },
};

/** The warning tooltip appears under the field while it is focused, and goes away on blur. */
export const WithErrorFocused: Story = {
  tags: ['docs-frame'],
  args: { error: texts.en.nameRequired, defaultValue: '   ' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(texts.en.name);
    const warning = warningOf(input);
    await userEvent.click(input);
    await expect(isShown(warning)).toBe(true);
    await expect(warning).toHaveTextContent(texts.en.nameRequired);
    // Under the field: it never covers what the user types.
    await expect(warning.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      input.getBoundingClientRect().bottom,
    );
    await userEvent.tab();
    await expect(isShown(warning)).toBe(false);
    await expect(input).toHaveAccessibleDescription(texts.en.nameRequired);
    await userEvent.tab({ shift: true });
    await expect(isShown(warning)).toBe(true);
  },
};

/** Step 4's name field with its counter: the limit, the label and the count the app uses. */
const nameCounter = {
  maxLength: NAME_MAX_LENGTH,
  counterLabel: counterLabels.en,
  measure: textLength,
};

/** The name on step 4 with its counter, 12 characters under the limit of 80. */
export const CounterNearLimit: Story = {
  args: { ...nameCounter, defaultValue: longNames.nearLimit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const counter = canvas.getByText('12 characters left');
    await expect(getComputedStyle(counter).color).toBe(tokenColours.textMuted);
    // Under the field, and read as part of its description.
    const input = canvas.getByLabelText(texts.en.name);
    await expect(counter.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      input.getBoundingClientRect().bottom,
    );
    await expect(input).toHaveAccessibleDescription('12 characters left');
  },
};

/**
 * At the limit: 0 characters left, still in the muted colour. One more turns it red, and nothing
 * is cut off; deleting it brings it back.
 */
export const CounterAtLimit: Story = {
  args: { ...nameCounter, defaultValue: longNames.atLimit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(texts.en.name);
    const counter = canvas.getByText('0 characters left');
    await expect(getComputedStyle(counter).color).toBe(tokenColours.textMuted);
    await userEvent.type(input, 's');
    await expect(input).toHaveValue(`${longNames.atLimit}s`);
    await expect(counter).toHaveTextContent('1 character over the limit');
    await expect(getComputedStyle(counter).color).toBe(tokenColours.danger);
    await userEvent.type(input, '{Backspace}');
    await expect(counter).toHaveTextContent('0 characters left');
    await expect(getComputedStyle(counter).color).toBe(tokenColours.textMuted);
  },
};

export const ReadOnlyEmail: Story = {
  args: {
    label: texts.en.email,
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    readOnly: true,
    value: 'ada.lovelace@example.com',
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ada Lovelace' },
};

export const LongGermanText: Story = {
  args: {
    label: texts.de.name,
    hint: 'So, wie er auf Ihren Rechnungen und Vertragsunterlagen erscheinen soll.',
    error: texts.de.nameRequired,
    // Only spaces: the name is still missing, which is what the message says.
    defaultValue: '   ',
  },
  globals: { locale: 'de' },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(texts.de.name);
    await userEvent.click(input);
    const warning = warningOf(input);
    await expect(isShown(warning)).toBe(true);
    // Not clipped at 320px: the bubble stays within the field's width.
    await expect(warning.getBoundingClientRect().right).toBeLessThanOrEqual(
      input.getBoundingClientRect().right + 1,
    );
  },
};

export const Japanese: Story = {
  args: { label: texts.ja.name, error: texts.ja.nameRequired, defaultValue: '' },
  globals: { locale: 'ja' },
};

export const Chinese: Story = {
  args: { label: texts.zh.name, hint: '请填写账户持有人的姓名。', defaultValue: '王小明' },
  globals: { locale: 'zh' },
};
