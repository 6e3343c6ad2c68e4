import { ErrorBanner, PagePlaceholder } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SUPPORT_EMAIL, texts } from './samples';

const meta = {
  title: 'UI/PagePlaceholder',
  component: PagePlaceholder,
  argTypes: {
    label: { control: 'text' },
    stalled: { control: 'boolean' },
    children: { control: false },
  },
  args: { label: 'Loading…' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          "The grey skeleton shown while a page loads (product §2: the user, the texts or the page's code are not there yet). `variant`: `survey` (the shape of a survey step) or `panel` (a status page). The error banner goes in `children`, above it, when loading fails; `stalled` then keeps the shapes still and stops the region saying it is loading, until the load starts again.",
          '',
          '**Accessibility**: a busy region with a visually hidden label ("Loading…"); the shimmer stops with reduced motion.',
          '',
          '**Motion**: the shimmer starts after one second: a page that loads sooner shows no motion, and the shapes paint once while its code loads and runs.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof PagePlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Survey: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading…');
  },
};

export const Panel: Story = { args: { variant: 'panel' } };

/** A failed page load: the global error above the placeholder, which has stopped loading. */
export const WithErrorBanner: Story = {
  args: {
    children: <ErrorBanner message={texts.en.banner} email={SUPPORT_EMAIL} />,
    stalled: true,
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).not.toHaveAttribute('aria-busy');
    await expect(status).not.toHaveTextContent('Loading…');
    const shape = canvasElement.querySelector('.cf-skeleton__block')!;
    await expect(getComputedStyle(shape).animationName).toBe('none');
  },
};

export const LongGermanText: Story = {
  args: {
    label: 'Wird geladen…',
    children: <ErrorBanner message={texts.de.banner} email={SUPPORT_EMAIL} />,
    stalled: true,
  },
  globals: { locale: 'de' },
};

export const Japanese: Story = {
  args: { label: '読み込み中…' },
  globals: { locale: 'ja' },
};
