import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  expectErrorBanner,
  expectNoVisibleHeading,
  findHeading,
  findNameField,
  press,
  t,
  textLike,
} from './pageChecks';
import { screenMeta } from './renderScreen';
import { agree, paidDrafts, typeComment } from './surveyDrafts';

const meta = {
  title: 'Screens/Global error',
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    docs: {
      description: {
        component:
          "product §8's global error banner: when the page cannot load (`?mock=context-error`) and when sending the survey fails (`?mock=send-error`, whose first e-mail fails).",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * get-context answers 500: the loading placeholder stays, still, with the banner and Try again;
 * nothing says the page is still loading.
 */
export const PageLoadFailed: Story = {
  name: 'Page load failed',
  parameters: { screen: { path: '/cancel/seo', scenario: 'context-error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await expectErrorBanner(canvasElement);
    // Focus moves to the banner so screen readers and keyboard users start there.
    await waitFor(() => expect(banner).toHaveFocus());
    await expect(within(banner).getByRole('button', { name: t('buttons.tryAgain') })).toBeEnabled();
    const status = canvas.getByRole('status');
    await expect(status).not.toHaveTextContent(t('meta.loading'));
    await expect(status).not.toHaveAttribute('aria-busy');
    await expect(status.querySelector('.cf-skeleton')).toBeVisible();
    // No visible page heading (at most the placeholder's page title for screen readers).
    await expectNoVisibleHeading(canvasElement);
  },
};

const comment = 'Please keep my invoices available for our accountant.';

/** Cancel subscription fails: the banner shows on step 4 and every answer stays as typed. */
export const SendFailed: Story = {
  name: 'Sending the survey failed',
  parameters: {
    screen: {
      path: '/cancel/seo',
      scenario: 'send-error',
      draft: [...paidDrafts.final, typeComment(comment), agree],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await findNameField(canvasElement);
    await press(canvasElement, t('buttons.cancelSubscription'));
    const banner = await expectErrorBanner(canvasElement);
    await waitFor(() => expect(banner).toHaveFocus());
    await findHeading(canvasElement, t('steps.final.title'));
    await expect(name).toHaveValue('Alex Morgan');
    await expect(
      canvas.getByRole('textbox', { name: textLike('survey.comments.question') }),
    ).toHaveValue(comment);
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    // The button is ready for another try (the mock's second e-mail succeeds).
    const cancel = canvas.getByRole('button', { name: t('buttons.cancelSubscription') });
    await waitFor(() => expect(cancel).not.toHaveAttribute('aria-busy', 'true'));
  },
};
