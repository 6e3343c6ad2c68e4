import { TextArea } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formColumn, isShown, narrow, warningOf } from './helpers';
import { textControlArgTypes } from './textControlArgTypes';
import { textLength } from '@cancel-flow/survey-engine';
import { counterLabels, texts } from './samples';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  decorators: [formColumn],
  args: {
    label: texts.en.freeTextLabel,
    placeholder: texts.en.freeTextPlaceholder,
    name: 'comment',
    maxLength: 1500,
    counterLabel: counterLabels.en,
    measure: textLength,
    onChange: fn(),
  },
  argTypes: textControlArgTypes,
  parameters: {
    docs: {
      description: {
        component: [
          'Multi-line text: the "Tell us more" answer (up to 1500 characters), the services on step 3.5 (250) and the optional comment on step 4. With `maxLength` it shows a counter ("250 characters left"); **nothing is ever cut off**: over the limit the counter turns red and says by how much, and the message asks to shorten the text.',
          '',
          "**Accessibility**: the counter is part of the field's description and is announced only at thresholds (20 %, 10 %, 0 left, over), never on every keystroke. Errors show in the warning tooltip, under the counter.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutCounter: Story = {
  args: {
    label: 'Is there anything else you would like to tell us?',
    optionalText: '(optional)',
    maxLength: undefined,
    counterLabel: undefined,
    measure: undefined,
    placeholder: undefined,
  },
};

/** The counter follows every keystroke; emoji count as one character (code points). */
export const Focused: Story = {
  tags: ['docs-frame'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByLabelText(texts.en.freeTextLabel);
    await userEvent.click(textarea);
    await expect(textarea).toHaveFocus();
    await userEvent.type(textarea, 'Too slow 🐢');
    await expect(canvas.getByText('1490 characters left')).toBeInTheDocument();
  },
};

/** Step 3.5: the field's label is the screen's question, in the step subtitle's style. */
export const ServicesField: Story = {
  args: {
    label: 'What services will they be?',
    labelAppearance: 'subtitle',
    placeholder: 'For example, the names of the tools you plan to use',
    maxLength: 250,
    name: 'services',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('What services will they be?'), 'A spreadsheet');
    await expect(canvas.getByText('237 characters left')).toBeInTheDocument();
  },
};

const LONG_COMMENT =
  'The keyword data was great, but the position tracking for our local markets kept missing ' +
  'updates, and we spent hours every week checking numbers by hand. Our team is small and we ' +
  'could not justify the price any longer.';
const LIMIT = 200;
const OVER = Array.from(LONG_COMMENT).length - LIMIT;

/** Over the limit nothing is cut off: the counter turns red and says by how much. */
export const OverLimit: Story = {
  args: { label: 'What services will they be?', maxLength: LIMIT, defaultValue: LONG_COMMENT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByLabelText('What services will they be?');
    await expect(textarea).toHaveValue(LONG_COMMENT);
    const counter = canvas.getByText(/over the limit/);
    await expect(counter).toHaveTextContent(`${OVER} characters over the limit`);
    await expect(counter).toHaveClass('cf-counter--over');
    await userEvent.type(textarea, '!!!');
    await expect(textarea).toHaveValue(`${LONG_COMMENT}!!!`);
    await expect(counter).toHaveTextContent(`${OVER + 3} characters over the limit`);
  },
};

/** Crossing 0 characters left is announced politely (once), not every keystroke. */
export const CounterAnnouncement: Story = {
  args: {
    label: 'What services will they be?',
    maxLength: 20,
    defaultValue: 'Semrush, Ahrefs, Sim',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByLabelText('What services will they be?');
    const region = canvasElement.querySelector('.cf-counter + [aria-live="polite"]');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.type(textarea, 'i');
    await waitFor(() => expect(region).toHaveTextContent('1 character over the limit'));
    await userEvent.type(textarea, 'lar');
    await expect(region).toHaveTextContent('1 character over the limit');
  },
};

export const WithError: Story = {
  args: { error: texts.en.fillField },
};

export const WithErrorFocused: Story = {
  tags: ['docs-frame'],
  args: { error: texts.en.fillField },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByLabelText(texts.en.freeTextLabel);
    const warning = warningOf(textarea);
    await expect(isShown(warning)).toBe(false);
    await userEvent.click(textarea);
    await expect(isShown(warning)).toBe(true);
    await expect(warning.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      textarea.getBoundingClientRect().bottom,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'We moved to another tool.' },
};

export const LongGermanText: Story = {
  args: {
    label: texts.de.freeTextLabel,
    placeholder: texts.de.freeTextPlaceholder,
    counterLabel: counterLabels.de,
    error: texts.de.fillField,
    defaultValue:
      'Die Keyword-Recherchefunktionalität war hervorragend, aber die Wettbewerbsanalyseberichte ' +
      'für unsere Regionalmärkte waren leider unvollständig.',
  },
  globals: { locale: 'de' },
  decorators: [narrow],
};

export const Japanese: Story = {
  args: {
    label: texts.ja.freeTextLabel,
    placeholder: texts.ja.freeTextPlaceholder,
    counterLabel: counterLabels.ja,
    maxLength: 250,
    defaultValue: '地域ごとの順位データの更新が遅く、社内での報告に使えませんでした。',
  },
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    // 33 characters, each one code point.
    await expect(within(canvasElement).getByText('残り217文字')).toBeInTheDocument();
  },
};

export const Chinese: Story = {
  args: {
    label: texts.zh.freeTextLabel,
    placeholder: texts.zh.freeTextPlaceholder,
    counterLabel: counterLabels.zh,
    error: texts.zh.fillField,
  },
  globals: { locale: 'zh' },
};
