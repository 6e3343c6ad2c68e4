import { Actions, Button, ButtonLink, StatusPanel } from '@cancel-flow/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { narrow } from './helpers';

const meta = {
  title: 'UI/StatusPanel',
  component: StatusPanel,
  args: {
    status: 'waiting',
    title: 'Check your email to finish canceling',
    children: (
      <>
        <p>
          We&apos;ve sent a confirmation link to <strong>ada.lovelace@example.com</strong>. Your
          subscription will be canceled once you open that link.
        </p>
        <p>
          Cancellation processing typically takes 1 day, and up to 3 business days in rare cases.
        </p>
        <p>You can resend the email in 42 seconds</p>
      </>
    ),
    actions: (
      <Actions align="center">
        <Button variant="secondary" disabled>
          Resend email
        </Button>
        <Button variant="link">Contact support</Button>
      </Actions>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    children: { control: false },
    actions: { control: false },
    icon: { control: false },
    status: { control: 'inline-radio', options: ['waiting', 'success', 'failure', 'info'] },
  },
  parameters: {
    docs: {
      description: {
        component: [
          "The body of the pages after the survey: waiting for the e-mail link, cancellation confirmed, confirmation failed. `status` picks the icon and colour: `waiting`, `success`, `failure`, `info`. The title is the page's heading (h1 by default); `actions` holds the buttons.",
          '',
          '**Accessibility**: a region named by its title; add `aria-live="polite"` when the panel changes in place (e.g. waiting → confirmed).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof StatusPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'Check your email to finish canceling' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Resend email' })).toBeDisabled();
  },
};

export const Success: Story = {
  args: {
    status: 'success',
    title: 'Your subscription has been canceled',
    children: (
      <p>
        Your cancellation is confirmed. Processing typically takes 1 day, and up to 3 business days
        in rare cases.
      </p>
    ),
    actions: (
      <Actions align="center">
        <ButtonLink href="https://www.example.com/">Go to homepage</ButtonLink>
      </Actions>
    ),
  },
};

export const Failure: Story = {
  args: {
    status: 'failure',
    title: "We couldn't confirm your cancellation",
    children: (
      <p>
        This confirmation link is invalid or has expired. Please open the link in the latest email
        from us, or contact support.
      </p>
    ),
    actions: (
      <Actions align="center">
        <Button>Try again</Button>
        <ButtonLink variant="secondary" href="mailto:support@example.com">
          Contact support
        </ButtonLink>
      </Actions>
    ),
  },
};

export const Info: Story = {
  args: {
    status: 'info',
    title: 'Confirming your cancellation…',
    children: undefined,
    actions: undefined,
  },
};

/** A button in the panel can take focus; the panel itself is a named region. */
export const Focused: Story = {
  tags: ['docs-frame'],
  args: Success.args,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Go to homepage' });
    link.focus();
    await expect(link).toHaveFocus();
  },
};

export const LongGermanText: Story = {
  args: {
    title: 'Prüfen Sie Ihr E-Mail-Postfach, um die Kündigung abzuschließen',
    children: (
      <p>
        Wir haben einen Bestätigungslink an <strong>maximiliane.leutheusser@example.com</strong>{' '}
        gesendet. Ihr Abonnement wird gekündigt, sobald Sie diesen Link öffnen.
      </p>
    ),
    actions: (
      <Actions align="center">
        <Button variant="secondary">E-Mail erneut senden</Button>
        <Button variant="link">Support kontaktieren</Button>
      </Actions>
    ),
  },
  globals: { locale: 'de' },
  decorators: [narrow],
};

/**
 * A long e-mail address (no hyphen to break at) on the narrowest phone: it breaks inside the
 * panel, which stays as wide as its column, and the whole address can be read.
 */
export const LongEmailAddress: Story = {
  name: 'Long e-mail address, smallest phone',
  args: {
    children: (
      <p>
        We&apos;ve sent a confirmation link to{' '}
        <strong>alexandra.papadopoulou@internationalconsulting.com</strong>. Your subscription will
        be canceled once you open that link.
      </p>
    ),
  },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector('.cf-status')!;
    const address = within(canvasElement).getByText(/^alexandra\./);
    const column = panel.parentElement!.getBoundingClientRect();

    await expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(column.width);
    for (const line of address.getClientRects()) {
      await expect(line.left).toBeGreaterThanOrEqual(column.left);
      await expect(line.right).toBeLessThanOrEqual(column.right);
    }
    await expect(address.getClientRects().length).toBeGreaterThan(1);
  },
};

export const Japanese: Story = {
  args: {
    status: 'success',
    title: 'サブスクリプションは解約されました',
    children: <p>解約が確定しました。確認メールをお送りしました。</p>,
    actions: (
      <Actions align="center">
        <ButtonLink href="https://www.example.com/">ホームページへ移動</ButtonLink>
      </Actions>
    ),
  },
  globals: { locale: 'ja' },
};

export const Chinese: Story = {
  args: {
    status: 'failure',
    title: '无法确认取消订阅',
    children: <p>此确认链接无效或已过期。请打开我们最新一封邮件中的链接，或联系客服。</p>,
    actions: (
      <Actions align="center">
        <Button>重试</Button>
        <Button variant="link">联系客服</Button>
      </Actions>
    ),
  },
  globals: { locale: 'zh' },
};
