import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectErrorBanner, findHeading, findNameField, press } from './pageChecks';
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

/** get-context answers 500: the loading placeholder stays, with the banner and Try again. */
export const PageLoadFailed: Story = {
  name: 'Page load failed',
  parameters: { screen: { path: '/cancel/seo', scenario: 'context-error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await expectErrorBanner(canvasElement);
    // Focus moves to the banner so screen readers and keyboard users start there.
    await waitFor(() => expect(banner).toHaveFocus());
    await expect(within(banner).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
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
    await press(canvasElement, 'Cancel subscription');
    const banner = await expectErrorBanner(canvasElement);
    await waitFor(() => expect(banner).toHaveFocus());
    await findHeading(canvasElement, 'Cancel subscription');
    await expect(name).toHaveValue('Alex Morgan');
    await expect(
      canvas.getByRole('textbox', { name: /Is there anything else you would like to tell us\?/ }),
    ).toHaveValue(comment);
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    // The button is ready for another try (the mock's second e-mail succeeds).
    const cancel = canvas.getByRole('button', { name: 'Cancel subscription' });
    await waitFor(() => expect(cancel).not.toHaveAttribute('aria-busy', 'true'));
  },
};
