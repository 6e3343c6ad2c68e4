import { getMockUser } from '@cancel-flow/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { findHeading, t } from './pageChecks';
import { screenMeta } from './renderScreen';

const meta = {
  title: 'Screens/Toolkit choice',
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    docs: {
      description: {
        component: '/cancel: a link to the cancellation page of every toolkit the customer has.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const title = () => t('toolkitChoice.title');

/** Every toolkit active (`?mock=paid`). */
export const AllToolkits: Story = {
  name: 'Every toolkit',
  parameters: { screen: { path: '/cancel' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, title());
    const links = within(canvas.getByRole('list', { name: title() })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      t('toolkitChoice.cancelAll'),
      t('toolkitChoice.cancelProduct', { app: t('products.seo') }),
      t('toolkitChoice.cancelProduct', { app: t('products.traffic-and-market') }),
      t('toolkitChoice.cancelProduct', { app: t('products.advertising') }),
      t('toolkitChoice.cancelProduct', { app: t('products.social') }),
      t('toolkitChoice.cancelProduct', { app: t('products.local') }),
      t('toolkitChoice.cancelProduct', { app: t('products.content') }),
      t('toolkitChoice.cancelProduct', { app: t('products.ai') }),
      t('toolkitChoice.cancelProduct', { app: t('products.pr') }),
    ]);
    await expect(links[0]).toHaveAccessibleDescription(t('toolkitChoice.cancelAllHint'));
    await expect(links[1]).toHaveAttribute('href', '/cancel/seo');
  },
};

/** Only the SEO toolkit (`?mock=seo-only`). */
export const SeoOnly: Story = {
  name: 'SEO toolkit only',
  parameters: { screen: { path: '/cancel', scenario: 'seo-only' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, title());
    const links = within(canvas.getByRole('list', { name: title() })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      t('toolkitChoice.cancelAll'),
      t('toolkitChoice.cancelProduct', { app: t('products.seo') }),
    ]);
  },
};

/**
 * A customer with no active toolkit (get-context answers `active_toolkits: []`): only "Cancel all
 * toolkits at once" is left, so the list is never empty (without an active recurring subscription
 * /cancel goes to the no-subscription page instead, see Page states).
 */
export const NoActiveToolkit: Story = {
  name: 'No active toolkit',
  parameters: {
    screen: {
      path: '/cancel',
      handlers: [
        http.get('*/cancel/api/get-context/', () =>
          HttpResponse.json({ user: { ...getMockUser('paid'), active_toolkits: [] } }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, title());
    const links = within(canvas.getByRole('list', { name: title() })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([t('toolkitChoice.cancelAll')]);
    await expect(links[0]).toHaveAccessibleDescription(t('toolkitChoice.cancelAllHint'));
    await expect(links[0]).toHaveAttribute('href', '/cancel/all');
  },
};
