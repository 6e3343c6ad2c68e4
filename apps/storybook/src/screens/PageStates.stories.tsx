import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { expectNoVisibleHeading, findHeading, PAGE_LOAD, partOf, t } from './pageChecks';
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
    await expect(status).toHaveTextContent(t('meta.loading'));
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expectNoVisibleHeading(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const SignedOut: Story = {
  name: 'Signed out',
  parameters: { screen: { path: '/cancel/seo', scenario: 'anonymous' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, t('signedOut.title'));
    await expect(canvas.getByText(t('signedOut.body'))).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('buttons.goHome') })).toHaveAttribute(
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
    await findHeading(canvasElement, t('noSubscription.title'));
    await expect(
      canvas.getByText(partOf(t('noSubscription.extraTools').replace(/\s*<a>.*$/, ''))),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', {
        name: t('noSubscription.extraTools').replace(/.*<a>|<\/a>.*/g, ''),
      }),
    ).toHaveAttribute('href', 'https://example.com/kb/extra-tools/');
    await expect(canvas.getByRole('link', { name: t('buttons.goHome') })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('buttons.contactSupport') })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    await expect(canvasElement.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

/**
 * A link out of the app ("Go to homepage") is not followed: preview.tsx stops it and logs it in
 * the Actions panel, so Storybook stays on the story instead of loading the link's page.
 */
export const LinkOutOfTheStory: Story = {
  name: 'Link out of the app stays in the story',
  parameters: { screen: { path: '/cancel/seo', scenario: 'no-subscription' } },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, t('noSubscription.title'));
    const page = window.location.href;
    const home = within(canvasElement).getByRole('link', { name: t('buttons.goHome') });
    let followed = true;
    const check = (event: MouseEvent) => (followed = !event.defaultPrevented);
    window.addEventListener('click', check);
    try {
      await userEvent.click(home);
    } finally {
      window.removeEventListener('click', check);
    }
    await expect(followed).toBe(false);
    // Still the same page, still showing the story.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(window.location.href).toBe(page);
    await expect(home).toBeInTheDocument();
    await findHeading(canvasElement, t('noSubscription.title'));
  },
};

/** A customer without the toolkit opens its page: the same no-subscription page. */
export const NoToolkitAccess: Story = {
  name: 'No access to the toolkit',
  parameters: { screen: { path: '/cancel/advertising', scenario: 'seo-only' } },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, t('noSubscription.title'));
  },
};
