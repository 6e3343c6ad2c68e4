import type { ArgTypes } from '@storybook/react-vite';

/**
 * The controls and docs rows TextField and TextArea share: their texts as text controls, and the
 * counter props, which come from a union type react-docgen cannot read (packages/ui's
 * fields/Counter.tsx holds the same descriptions).
 */
export const textControlArgTypes = {
  label: { control: 'text' },
  hint: { control: 'text' },
  error: { control: 'text' },
  optionalText: { control: 'text' },
  labelAppearance: {
    control: 'inline-radio',
    options: ['label', 'subtitle'],
    description:
      "`'subtitle'` when the field's label is the screen's question (step 3.5): styled like the step's subtitle, as RadioGroup's `legendAppearance`.",
    table: { defaultValue: { summary: "'label'" } },
  },
  maxLength: {
    control: 'number',
    description:
      'The length limit shown by the counter. Not the native attribute: typing past it is allowed (nothing is ever truncated) and the counter turns into the error colour.',
    table: { type: { summary: 'number' } },
  },
  counterLabel: {
    control: false,
    description:
      'Counter text, translated by the app; `remaining` is negative over the limit. Required with `maxLength`.',
    table: { type: { summary: '(remaining: number, limit: number) => string' } },
  },
  measure: {
    control: false,
    description:
      "How length is measured: pass the validator's own function (e.g. the survey engine's `textLength`), so the counter and the validation message can never disagree. Required with `maxLength`.",
    table: { type: { summary: '(value: string) => number' } },
  },
  announceAt: {
    control: 'object',
    description:
      'Remaining counts at which the counter is announced (default: 20 %, 10 % of the limit, 0).',
    table: { type: { summary: 'readonly number[]' } },
  },
} satisfies Partial<ArgTypes>;
