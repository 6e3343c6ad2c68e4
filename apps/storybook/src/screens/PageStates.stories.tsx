import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { findHeading, PAGE_LOAD } from './pageChecks';
import { screenMeta } from './renderScreen';

const meta = {
  title: 'Screens/Page states',
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    docs: {
      description: {
        component:
          'What a page shows before or instead of the survey: loading, signed out (get-context without user_id) and no subscription (product §2, §4).',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder while the user is fetched; here get-context never answers, so it stays. */
export const Loading: Story = {
  parameters: {
    screen: {
      path: '/cancel/seo',
      handlers: [
        http.get('*/cancel/api/get-context/', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status', {}, PAGE_LOAD);
    await expect(status).toHaveTextContent('Loading…');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const SignedOut: Story = {
  name: 'Signed out',
  parameters: { screen: { path: '/cancel/seo', scenario: 'anonymous' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'Please sign in');
    await expect(
      canvas.getByText('Sign in to your account to manage your subscription.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute(
      'href',
      'https://www.example.com/',
    );
  },
};

/** No active recurring subscription: /cancel/seo redirects to /cancel/no-subscription. */
export const NoSubscription: Story = {
  name: 'No subscription',
  parameters: { screen: { path: '/cancel/seo', scenario: 'no-subscription' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, "You don't have an active subscription");
    await expect(
      canvas.getByText(/your subscription doesn't include extra tools/),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Learn more about extra tools' }),
    ).toHaveAttribute('href', 'https://example.com/kb/extra-tools/');
    await expect(canvas.getByRole('link', { name: 'Go to homepage' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    await expect(canvasElement.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

/** A customer without the toolkit opens its page: the same no-subscription page. */
export const NoToolkitAccess: Story = {
  name: 'No access to the toolkit',
  parameters: { screen: { path: '/cancel/advertising', scenario: 'seo-only' } },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, "You don't have an active subscription");
  },
};
