import { Card, PageHeading, Stack, TextField } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Card',
  component: Card,
  subcomponents: { Stack },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--cf-color-background)', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    children: (
      <Stack>
        <PageHeading title="One more question" subtitle="What services will they be?" level={2} />
        <TextField label="Services" name="services" />
      </Stack>
    ),
  },
  // JSX children: shown in the canvas, not as an (unreadable) control value.
  argTypes: { children: { control: false, table: { type: { summary: 'ReactNode' } } } },
  parameters: {
    docs: {
      description: {
        component:
          "The white surface that holds a page's content (the survey step, the status panels). `PageLayout` puts its children in a card by default. `Stack` (below) spaces the content of a card vertically: `sm`, `md` (default) or `lg`.",
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** `Stack` spaces the card's content: `sm`, `md` (default) or `lg`. */
export const StackGaps: Story = {
  args: {
    children: (
      <Stack gap="lg">
        {(['sm', 'md', 'lg'] as const).map((gap) => (
          <Stack key={gap} gap={gap}>
            <TextField label={`First field (${gap})`} />
            <TextField label={`Second field (${gap})`} />
          </Stack>
        ))}
      </Stack>
    ),
  },
};

export const Japanese: Story = {
  args: {
    children: (
      <Stack>
        <PageHeading
          title="もう1つ質問があります"
          subtitle="どのサービスを利用する予定ですか？"
          level={2}
        />
        <TextField label="サービス名" name="services" />
      </Stack>
    ),
  },
  globals: { locale: 'ja' },
};
