import { confirmUnsubscribePath } from '@cancel-flow/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import {
  expectErrorBanner,
  expectNoVisibleHeading,
  findHeading,
  PAGE_LOAD,
  t,
  textLike,
} from './pageChecks';
import { screenMeta, screenRun } from './renderScreen';

const meta = {
  title: 'Screens/Confirm unsubscribe',
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    docs: {
      description: {
        component:
          "/cancel/seo/confirm-unsubscribe?key=…, opened from the e-mail's link: it confirms the cancellation with the key.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const failureTitle = () => t('confirm.failureTitle');

/** The key of the e-mail the mock server sent. */
export const Confirmed: Story = {
  parameters: {
    screen: { path: (mock) => confirmUnsubscribePath('seo', mock.issueConfirmationKey('seo')) },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await findHeading(context.canvasElement, t('confirm.successTitle'));
    await expect(canvas.getByText(t('confirm.successBody'))).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('buttons.goHome') })).toBeInTheDocument();
    await expect(screenRun(context).mock.isConfirmed('seo')).toBe(true);
  },
};

/**
 * While the confirm request runs (here it never answers): the placeholder of a status panel, which
 * says "Confirming your cancellation…" to screen readers.
 */
export const Confirming: Story = {
  parameters: {
    screen: {
      path: (mock) => confirmUnsubscribePath('seo', mock.issueConfirmationKey('seo')),
      handlers: [
        http.get('*/cancel/api/:segment/confirm/', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const label = await canvas.findByText(t('confirm.loading'), {}, PAGE_LOAD);
    const status = label.closest('[role="status"]');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status?.querySelector('.cf-skeleton--panel')).not.toBeNull();
    await expectNoVisibleHeading(context.canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(screenRun(context).mock.isConfirmed('seo')).toBe(false);
  },
};

/** A key the server does not know (an old e-mail, a mistyped link): 404. */
export const WrongKey: Story = {
  name: 'Wrong or expired key',
  parameters: {
    screen: {
      path: (mock) => {
        mock.issueConfirmationKey('seo');
        return confirmUnsubscribePath('seo', 'a-key-from-an-older-email');
      },
    },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await findHeading(context.canvasElement, failureTitle());
    await expect(canvas.getByText(textLike('confirm.invalidKey'))).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: t('buttons.contactSupport') }),
    ).toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: t('buttons.tryAgain') }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(screenRun(context).mock.isConfirmed('seo')).toBe(false);
  },
};

export const MissingKey: Story = {
  name: 'Link without a key',
  parameters: { screen: { path: confirmUnsubscribePath('seo') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, failureTitle());
    await expect(canvas.getByText(t('confirm.missingKey'))).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: t('buttons.contactSupport') }),
    ).toBeInTheDocument();
  },
};

/** The confirm call fails (500): the global error, with Try again. */
export const ServerError: Story = {
  name: 'Server error',
  parameters: {
    screen: {
      path: (mock) => confirmUnsubscribePath('seo', mock.issueConfirmationKey('seo')),
      handlers: [
        http.get('*/cancel/api/:segment/confirm/', () =>
          HttpResponse.json({ error: 'Mock outage' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, failureTitle());
    await expectErrorBanner(canvasElement);
    await expect(canvas.getByText(textLike('confirm.failed'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('buttons.tryAgain') })).toBeEnabled();
  },
};
