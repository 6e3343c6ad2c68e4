import { Button, ErrorBanner } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { narrow } from './helpers';
import { SUPPORT_EMAIL, texts } from './samples';

const meta = {
  title: 'UI/ErrorBanner',
  component: ErrorBanner,
  argTypes: {
    message: { control: 'text' },
    email: { control: 'text' },
    title: { control: 'text' },
    actions: { control: false },
  },
  args: { message: texts.en.banner, email: SUPPORT_EMAIL },
  parameters: {
    docs: {
      description: {
        component: [
          'The global error of product §8: "Something went wrong. If the problem persists, please contact us at support@example.com." It shows above the page when a call fails; the support address becomes a mail link. Add a `title` and `actions` (Try again) when the page itself could not load.',
          '',
          '**Accessibility**: `role="alert"`, so it is announced at once; the app moves focus to it (and scrolls to it), so keyboard users land on it.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ErrorBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.en.banner);
    await expect(canvas.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
  },
};

export const WithTitleAndAction: Story = {
  args: {
    title: 'We couldn’t load your subscription',
    actions: <Button variant="secondary">Try again</Button>,
  },
};

/** The app focuses the banner (and scrolls to it) when the global error is set. */
export const Focused: Story = {
  tags: ['docs-frame'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('alert');
    banner.focus();
    await expect(banner).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: SUPPORT_EMAIL })).toHaveFocus();
  },
};

export const LongGermanText: Story = {
  args: { message: texts.de.banner },
  globals: { locale: 'de' },
  decorators: [narrow],
};

export const Japanese: Story = {
  args: { message: texts.ja.banner },
  globals: { locale: 'ja' },
  decorators: [narrow],
};

export const Chinese: Story = {
  args: { message: texts.zh.banner },
  globals: { locale: 'zh' },
};
