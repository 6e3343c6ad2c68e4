import { LinkList, type LinkListItem } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { narrow } from './helpers';

const toolkits: LinkListItem[] = [
  {
    id: 'all',
    href: '/cancel/all',
    title: 'Cancel all toolkits at once',
    description: 'Ends your whole subscription in one go.',
  },
  { id: 'seo', href: '/cancel/seo', title: 'Cancel SEO Toolkit' },
  {
    id: 'traffic-and-market',
    href: '/cancel/traffic-and-market',
    title: 'Cancel Traffic & Market Toolkit',
  },
  { id: 'local', href: '/cancel/local', title: 'Cancel Local Toolkit' },
  { id: 'content', href: '/cancel/content', title: 'Cancel Content Toolkit' },
];

const meta = {
  title: 'UI/LinkList',
  component: LinkList,
  argTypes: {
    label: { control: 'text' },
    items: {
      table: {
        type: {
          summary: 'LinkListItem[]',
          detail:
            '{\n  id: string;\n  href: string;\n  title: ReactNode;\n  description?: ReactNode;\n  icon?: ReactNode;\n}[]',
        },
      },
    },
  },
  args: {
    items: toolkits,
    label: 'Subscriptions',
    onNavigate: fn((_item: LinkListItem, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'A list of large link cards, each with a title and an optional description, e.g. the toolkit choice on /cancel ("Cancel SEO Toolkit"). Use it when every choice opens another page; use RadioGroup when the choice is an answer to submit.',
          '',
          '**Accessibility**: a list named by `label`; the title is the link and the description its accessible description; cards are at least 48px tall.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toolkits: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Cancel all toolkits at once' });
    await expect(link).toHaveAccessibleDescription('Ends your whole subscription in one go.');
  },
};

export const Focused: Story = {
  tags: ['docs-frame'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Cancel SEO Toolkit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith(toolkits[1], expect.anything());
  },
};

export const LongGermanText: Story = {
  args: {
    label: 'Abonnements',
    items: [
      {
        id: 'all',
        href: '/cancel/all',
        title: 'Alle Toolkits auf einmal kündigen',
        description: 'Beendet Ihr gesamtes Abonnement in einem Schritt.',
      },
      {
        id: 'traffic-and-market',
        href: '/cancel/traffic-and-market',
        title: 'Abonnement für Traffic- & Marktanalyse-Toolkit kündigen',
      },
    ],
  },
  globals: { locale: 'de' },
  decorators: [narrow],
};

export const Japanese: Story = {
  args: {
    label: 'サブスクリプション',
    items: [
      {
        id: 'all',
        href: '/cancel/all',
        title: 'すべてのツールキットをまとめて解約',
        description: 'サブスクリプション全体を一度に解約します。',
      },
      { id: 'seo', href: '/cancel/seo', title: 'SEOツールキットを解約' },
    ],
  },
  globals: { locale: 'ja' },
};

export const Chinese: Story = {
  args: {
    label: '订阅',
    items: [
      {
        id: 'all',
        href: '/cancel/all',
        title: '一次性取消所有工具包',
        description: '一次性终止您的全部订阅。',
      },
      { id: 'local', href: '/cancel/local', title: '取消本地工具包' },
    ],
  },
  globals: { locale: 'zh' },
};
