import { Notice } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrow } from './helpers';

const meta = {
  title: 'UI/Notice',
  component: Notice,
  args: {
    tone: 'info',
    children: (
      <p>
        Please note that your subscription doesn&apos;t include extra tools, so they can&apos;t be
        canceled here.{' '}
        <a href="https://www.example.com/kb/extra-tools">Learn more about extra tools</a>
      </p>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    children: { control: false },
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A tinted box for a note the customer should read but that is not an error, e.g. "Your subscription doesn\'t include extra tools…" on the no-subscription page.',
          '',
          '`tone`: `info` (default) for neutral notes, `success` for something done, `warning` for a consequence to consider, `danger` for a serious one. For failures of the page itself use ErrorBanner instead.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = {
  args: { tone: 'success', title: 'Email sent', children: <p>We&apos;ve sent the email again.</p> },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Projects will be deleted',
    children: <p>Projects are deleted 30 days after the day you are unsubscribed.</p>,
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    children: <p>This confirmation link is invalid or has expired.</p>,
  },
};

export const LongGermanText: Story = {
  args: {
    title: 'Zusatztools',
    children: (
      <p>
        Bitte beachten Sie, dass Zusatztools nicht in Ihrem Abonnement enthalten sind und daher hier
        nicht gekündigt werden können.{' '}
        <a href="https://www.example.com/kb/extra-tools">Mehr über Zusatztools erfahren</a>
      </p>
    ),
  },
  globals: { locale: 'de' },
  decorators: [narrow],
};

export const Japanese: Story = {
  args: {
    children: (
      <p>
        追加ツールはサブスクリプションに含まれていないため、こちらでは解約できませんのでご注意ください。
      </p>
    ),
  },
  globals: { locale: 'ja' },
};

export const Chinese: Story = {
  args: {
    tone: 'success',
    children: <p>我们已重新发送邮件。</p>,
  },
  globals: { locale: 'zh' },
};
