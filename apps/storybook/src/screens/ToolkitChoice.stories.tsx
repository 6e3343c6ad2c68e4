import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findHeading } from './pageChecks';
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

const title = 'Which subscription would you like to cancel?';

/** Every toolkit active (`?mock=paid`). */
export const AllToolkits: Story = {
  name: 'Every toolkit',
  parameters: { screen: { path: '/cancel' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, title);
    const links = within(canvas.getByRole('list', { name: title })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Cancel all toolkits at once',
      'Cancel SEO Toolkit',
      'Cancel Traffic & Market Toolkit',
      'Cancel Advertising Toolkit',
      'Cancel Social Toolkit',
      'Cancel Local Toolkit',
      'Cancel Content Toolkit',
      'Cancel AI Toolkit',
      'Cancel PR Toolkit',
    ]);
    await expect(links[0]).toHaveAccessibleDescription('Ends your whole subscription in one go.');
    await expect(links[1]).toHaveAttribute('href', '/cancel/seo');
  },
};

/** Only the SEO toolkit (`?mock=seo-only`). */
export const SeoOnly: Story = {
  name: 'SEO toolkit only',
  parameters: { screen: { path: '/cancel', scenario: 'seo-only' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, title);
    const links = within(canvas.getByRole('list', { name: title })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Cancel all toolkits at once',
      'Cancel SEO Toolkit',
    ]);
  },
};
