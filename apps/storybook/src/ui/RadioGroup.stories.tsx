import { Button, PageHeading, RadioGroup, TextArea, type RadioChoice } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formColumn, isShown, narrow, tokenColours, warningOf } from './helpers';
import { textLength } from '@cancel-flow/survey-engine';
import { counterLabels, reasonChoices, texts } from './samples';

type Language = keyof typeof texts;

/** The step-1 answers, with the free-text field under "missing features" and "Other". */
function choicesWithFreeText(language: Language): RadioChoice[] {
  const freeText = (
    <TextArea
      label={texts[language].freeTextLabel}
      placeholder={texts[language].freeTextPlaceholder}
      maxLength={1500}
      counterLabel={counterLabels[language]}
      measure={textLength}
    />
  );
  return reasonChoices[language].map((choice) =>
    choice.value === 'missing_features' || choice.value === 'other'
      ? { ...choice, details: freeText }
      : choice,
  );
}

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  decorators: [formColumn],
  args: {
    legend: texts.en.question,
    name: 'reason',
    choices: choicesWithFreeText('en'),
    onValueChange: fn(),
  },
  argTypes: {
    legend: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    choices: {
      table: {
        type: {
          summary: 'RadioChoice[]',
          detail:
            '{\n  value: string;\n  label: ReactNode;\n  description?: ReactNode;\n  details?: ReactNode;\n  disabled?: boolean;\n}[]',
        },
      },
    },
    legendAppearance: { control: 'inline-radio', options: ['label', 'subtitle', 'hidden'] },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'One answer out of several: the survey\'s questions (steps 1 and 2). Each choice is a large card; a choice\'s `details` (e.g. the required "Tell us more" text of *Other*) opens under it while it is selected.',
          '',
          "`legendAppearance`: `subtitle` when the question doubles as the step's subtitle (the survey), `label` for a form label, `hidden` when a heading already says it. `hint` adds a line of help under the question; a choice's `description` a second line under its label.",
          '',
          '**Accessibility**: a native radio group named by its legend: one Tab stop from either side (the chosen answer, or the first while none is chosen), arrow keys move and select. An error marks the group invalid and shows the warning tooltip between the question and the answers while focus is in the group (in view with the first answer, where focus goes, however long the list).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** On the survey step the question doubles as the step's subtitle under the heading. */
export const AsStepSubtitle: Story = {
  args: { legendAppearance: 'subtitle' },
  render: (args) => (
    <>
      <PageHeading title="We're sorry to see you go" />
      <RadioGroup {...args} />
    </>
  ),
};

const QUESTION_HINT = 'Choose the one that fits best.';

/** `hint`: help under the question, above the answers, read as the group's description. */
export const WithHint: Story = {
  args: { hint: QUESTION_HINT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: texts.en.question });
    const hint = canvas.getByText(QUESTION_HINT).getBoundingClientRect();
    const legend = group.querySelector('legend')!.getBoundingClientRect();
    const firstAnswer = canvas.getAllByRole('radio')[0]!.closest('label')!.getBoundingClientRect();
    await expect(hint.top).toBeGreaterThanOrEqual(legend.bottom);
    await expect(hint.bottom).toBeLessThanOrEqual(firstAnswer.top);
    await expect(group).toHaveAccessibleDescription(QUESTION_HINT);
  },
};

/** What two of the answers cover, as each choice's description. */
const REASON_DESCRIPTIONS: Record<string, string> = {
  data_quality: 'For example, rankings or traffic figures you could not rely on.',
  another_account: "For example, to move to another plan or to a colleague's account.",
};

/** A choice's `description`: a second, muted line under its label, read as the radio's description. */
export const WithDescriptions: Story = {
  args: {
    choices: reasonChoices.en.map((choice) => ({
      ...choice,
      description: REASON_DESCRIPTIONS[choice.value],
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const described = REASON_DESCRIPTIONS.data_quality!;
    const radio = canvas.getByRole('radio', { name: /^The data isn't accurate enough/ });
    await expect(radio).toHaveAccessibleDescription(described);
    const title = canvas.getByText("The data isn't accurate enough").getBoundingClientRect();
    const description = canvas.getByText(described);
    await expect(description.getBoundingClientRect().top).toBeGreaterThanOrEqual(title.bottom);
    // Muted, not the label's colour.
    await expect(getComputedStyle(description).color).toBe(tokenColours.textMuted);
    await expect(canvas.getByRole('radio', { name: 'Other' })).not.toHaveAttribute(
      'aria-describedby',
    );
  },
};

/** Arrow keys move through the answers and select them; the chosen "Other" opens its text field. */
export const Focused: Story = {
  tags: ['docs-frame'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText("It's too expensive")).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByLabelText('It lacks features I need')).toBeChecked();
    await expect(canvas.getByLabelText(texts.en.freeTextLabel)).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const other = canvas.getByLabelText('Other');
    await expect(other).toBeChecked();
    await expect(other).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('other');
    // Its free-text field is the next tab stop.
    await userEvent.tab();
    const freeText = canvas.getByLabelText(texts.en.freeTextLabel);
    await expect(freeText).toHaveFocus();
    await userEvent.type(freeText, 'We need white-label reports');
    await expect(canvas.getByText('1473 characters left')).toBeInTheDocument();
  },
};

/**
 * Unanswered, the group is one Tab stop, its first answer, from either side: Tab from the first
 * answer leaves it, Shift+Tab from the control after it comes back to the first answer, and
 * Shift+Tab again goes back to the control before it. Focus coming into the group or leaving it does
 * not re-render the radios: React 19 re-sets the `name` of a radio it updates, and done while
 * Chromium focused the radio, Tab then stopped on the second answer.
 */
export const KeyboardUnanswered: Story = {
  render: (args) => (
    <>
      <Button variant="secondary">Back</Button>
      <RadioGroup {...args} />
      <Button>Continue</Button>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('button', { name: 'Back' });
    const next = canvas.getByRole('button', { name: 'Continue' });
    const radios = canvas.getAllByRole('radio');
    const changes: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        changes.push(`${(record.target as HTMLInputElement).value}:${record.attributeName}`);
      }
    });
    for (const radio of radios) observer.observe(radio, { attributes: true });

    back.focus();
    await userEvent.tab();
    await expect(radios[0]).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(back).toHaveFocus();
    await userEvent.tab();
    await expect(radios[0]).toHaveFocus();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(radios[0]).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(back).toHaveFocus();

    changes.push(
      ...observer
        .takeRecords()
        .map((record) => `${(record.target as HTMLInputElement).value}:${record.attributeName}`),
    );
    observer.disconnect();
    await expect(changes).toEqual([]);
    await expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  },
};

export const Preselected: Story = { args: { defaultValue: 'other' } };

/**
 * The answers' states side by side: "I don't use it enough" under the pointer, the chosen "It's too
 * expensive" under the pointer too, and "It lacks features I need" focused from the keyboard
 * (forced without a pointer by storybook-addon-pseudo-states in Storybook itself;
 * docs-pages/docsPages.test.ts checks them in the built Storybook).
 */
export const States: Story = {
  args: { defaultValue: 'too_expensive' },
  parameters: {
    pseudo: {
      hover: [
        '.cf-choice:has(input[value="not_using"])',
        '.cf-choice:has(input[value="too_expensive"])',
      ],
      focusVisible: ['input[value="missing_features"]'],
    },
  },
};

export const WithError: Story = {
  args: { error: texts.en.chooseOption },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: texts.en.question });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(texts.en.chooseOption);
    await expect(isShown(warningOf(group))).toBe(false);
  },
};

/**
 * The tooltip shows while focus is anywhere in the group, between the question and the answers:
 * in view with the first answer, where focus goes, however long the list.
 */
export const WithErrorFocused: Story = {
  tags: ['docs-frame'],
  args: { error: texts.en.chooseOption },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: texts.en.question });
    await userEvent.tab();
    await expect(isShown(warningOf(group))).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    await expect(isShown(warningOf(group))).toBe(true);
    const bubble = warningOf(group).getBoundingClientRect();
    const legend = group.querySelector('legend')!.getBoundingClientRect();
    const firstAnswer = canvas.getAllByRole('radio')[0]!.closest('label')!.getBoundingClientRect();
    await expect(bubble.top).toBeGreaterThanOrEqual(legend.bottom);
    await expect(bubble.bottom).toBeLessThanOrEqual(firstAnswer.top);
  },
};

/** Nothing can be chosen; the chosen answer shows in neutral greys, not the brand's violet. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'not_using' },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio') as HTMLInputElement[];
    await expect(radios.every((radio) => radio.matches(':disabled'))).toBe(true);
    const chosen = radios.find((radio) => radio.checked)!;
    const card = chosen.closest('.cf-choice')!;
    const neutralBorder = 'rgb(118, 115, 137)'; // --cf-color-border-strong
    await expect(getComputedStyle(card).borderTopColor).toBe(neutralBorder);
    await expect(getComputedStyle(chosen).borderTopColor).toBe(neutralBorder);
    // The dot: --cf-color-text-muted instead of --cf-color-brand.
    await expect(getComputedStyle(chosen, '::before').backgroundColor).toBe(tokenColours.textMuted);
  },
};

export const LongGermanText: Story = {
  args: {
    legend: texts.de.question,
    choices: choicesWithFreeText('de'),
    defaultValue: 'other',
    error: texts.de.chooseOption,
  },
  globals: { locale: 'de' },
  decorators: [narrow],
};

export const Japanese: Story = {
  args: {
    legend: texts.ja.question,
    legendAppearance: 'subtitle',
    choices: choicesWithFreeText('ja'),
    defaultValue: 'missing_features',
  },
  globals: { locale: 'ja' },
};

export const Chinese: Story = {
  args: {
    legend: texts.zh.question,
    choices: choicesWithFreeText('zh'),
    error: texts.zh.chooseOption,
  },
  globals: { locale: 'zh' },
};
