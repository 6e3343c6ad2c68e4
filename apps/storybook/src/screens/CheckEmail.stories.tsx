import { confirmUnsubscribePath } from '@cancel-flow/api-client';
import type { MockState } from '@cancel-flow/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectErrorBanner, findHeading, PAGE_LOAD, t, textLike } from './pageChecks';
import { screenMeta, screenRun } from './renderScreen';

const meta = {
  title: 'Screens/Check your email',
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    docs: {
      description: {
        component:
          'After the survey (product §4): the cancellation waits for the link in the e-mail. The page polls is-confirmed and offers to resend the e-mail after a countdown. The mock build adds a link standing in for the e-mail.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer opened the e-mail's link (in another tab). */
function confirmSeo(mock: MockState) {
  const key = mock.confirmationKey('seo');
  if (key === undefined || !mock.confirm('seo', key)) throw new Error('No e-mail was sent for seo');
}

/** Just sent: the resend countdown runs and the mock e-mail's link is offered. */
export const WaitingWithCountdown: Story = {
  name: 'Waiting, with the resend countdown',
  parameters: { screen: { path: '/cancel/seo', sent: true } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await findHeading(context.canvasElement, t('checkEmail.title'));
    await expect(
      canvas.getByText(t('checkEmail.body', { email: 'alex.morgan@example.com' })),
    ).toBeInTheDocument();
    // The waiting line is a status region (the busy Resend button has its own, empty one).
    await expect(canvas.getByText(t('checkEmail.waiting'))).toHaveAttribute('role', 'status');
    const countdown = canvas.getByText(
      textLike('checkEmail.resendCountdown', { count: 60 }, ['countdown']),
    );
    const resend = canvas.getByRole('button', { name: t('buttons.resendEmail') });
    // Unavailable during the countdown, but focusable (aria-disabled, not disabled).
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await expect(resend).toHaveAccessibleDescription(countdown.textContent ?? '');
    const key = screenRun(context).mock.confirmationKey('seo');
    await expect(canvas.getByRole('link', { name: t('checkEmail.mockLink') })).toHaveAttribute(
      'href',
      confirmUnsubscribePath('seo', key),
    );
  },
};

/** is-confirmed answers true: the page turns into the confirmation. */
export const Confirmed: Story = {
  parameters: { screen: { path: '/cancel/seo', sent: true, mock: confirmSeo } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, t('checkEmail.title'));
    // Coming back to the tab checks at once instead of waiting for the next poll (the page
    // listens once its poller has started, so the tab is "re-entered" until the answer shows).
    await waitFor(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      return expect(
        canvas.getByRole('heading', { level: 1, name: t('checkEmail.confirmedTitle') }),
      ).toBeInTheDocument();
    }, PAGE_LOAD);
    await expect(canvas.getByText(t('checkEmail.confirmedBody'))).toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: t('buttons.resendEmail') }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('buttons.goHome') })).toBeInTheDocument();
  },
};

/** is-confirmed fails (500): the banner shows above the waiting page, which keeps polling. */
export const CheckFailed: Story = {
  name: 'Confirmation check failed',
  parameters: {
    screen: {
      path: '/cancel/seo',
      sent: true,
      handlers: [
        http.get('*/cancel/api/:segment/is-confirmed/', () =>
          HttpResponse.json({ error: 'Mock outage' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, t('checkEmail.title'));
    await waitFor(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      return expect(canvas.getByRole('alert')).toBeInTheDocument();
    }, PAGE_LOAD);
    await expectErrorBanner(canvasElement);
    // The waiting line is a status region (the busy Resend button has its own, empty one).
    await expect(canvas.getByText(t('checkEmail.waiting'))).toHaveAttribute('role', 'status');
  },
};

/** Following the mock e-mail's link opens the confirm-unsubscribe page, which confirms. */
export const MockEmailLinkOpened: Story = {
  name: 'Mock e-mail link opened',
  parameters: { screen: { path: '/cancel/seo', sent: true } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(
      await canvas.findByRole('link', { name: t('checkEmail.mockLink') }, PAGE_LOAD),
    );
    await findHeading(context.canvasElement, t('checkEmail.confirmedTitle'));
    await expect(canvas.getByText(t('confirm.successBody'))).toBeInTheDocument();
    await expect(screenRun(context).mock.isConfirmed('seo')).toBe(true);
  },
};

/** Resend after the countdown: the e-mail goes out again and the countdown restarts. */
export const Resent: Story = {
  name: 'E-mail sent again',
  parameters: { screen: { path: '/cancel/seo', sent: true, resendCooldownSeconds: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, t('checkEmail.title'));
    await userEvent.click(canvas.getByRole('button', { name: t('buttons.resendEmail') }));
    // Announced (a status in the page from the start) and shown.
    const statuses = () =>
      canvas
        .getAllByRole('status')
        .filter((status) => status.textContent === t('checkEmail.resent'));
    await waitFor(() => expect(statuses()).toHaveLength(1));
    await expect(canvasElement.querySelector('.cf-notice--success')).toHaveTextContent(
      t('checkEmail.resent'),
    );
  },
};

/** Resend fails (500): the global error banner; the page stays as it was. */
export const ResendFailed: Story = {
  name: 'Resending the e-mail failed',
  parameters: {
    screen: {
      path: '/cancel/seo',
      sent: true,
      resendCooldownSeconds: 0,
      handlers: [
        http.post('*/cancel/api/seo/send-confirmation-email/', () =>
          HttpResponse.json({ detail: 'Server error' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, t('checkEmail.title'));
    await userEvent.click(canvas.getByRole('button', { name: t('buttons.resendEmail') }));
    await expectErrorBanner(canvasElement);
    await expect(
      canvas.getByRole('button', { name: t('buttons.resendEmail') }),
    ).not.toHaveAttribute('aria-disabled');
  },
};
