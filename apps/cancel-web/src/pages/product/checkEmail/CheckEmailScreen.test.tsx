// @vitest-environment jsdom
import type { CancelApi } from '@cancel-flow/api-client';
import { createI18n, loadTexts, type I18n } from '@cancel-flow/i18n';
import { I18nProvider } from '@cancel-flow/i18n/react';
import type { SurveySubmission } from '@cancel-flow/survey-engine';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GlobalErrorProvider } from '../../../shell/globalError';
import type { SessionSource } from '../../../shell/loadSession';
import { productPage } from '../../../shell/productPages';
import { ServicesProvider } from '../../../shell/services';
import { readSettings } from '../../../shell/settings';
import { memoryStorage } from '../../../survey/memoryStorage';
import type { SentSurvey } from '../../../survey/surveyStorage';
import CheckEmailScreen from './CheckEmailScreen';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ language: 'en' });
  // As the app does before the screen shows (useSubmitReadiness).
  await loadTexts(i18n, 'outcome');
  // The screen opens at the top of the page (StatusPage); jsdom does not scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const submission = {
  timestamp: '2025-01-01T00:00:00.000Z',
  name: 'Alex',
  email: 'alex@example.com',
  accepted_terms: true,
  survey: {},
} as unknown as SurveySubmission;

const sentSurvey = { submission, idempotencyKey: 'idempotency-key', sentAt: Date.now() };

function services() {
  const productApi = {
    product: 'seo',
    isConfirmed: vi.fn(async () => false),
    sendConfirmationEmail: vi.fn(async () => ({ result: true })),
  };
  return {
    productApi,
    services: {
      api: { forProduct: () => productApi } as unknown as CancelApi,
      session: {} as SessionSource,
      settings: readSettings({}),
      reporter: { report: vi.fn(), protect: vi.fn() },
      devTools: undefined,
      storage: memoryStorage(),
    },
  };
}

function withProviders(view: ReactNode, value = services().services) {
  return (
    <MemoryRouter>
      <I18nProvider i18n={i18n}>
        <ServicesProvider services={value}>
          <GlobalErrorProvider>{view}</GlobalErrorProvider>
        </ServicesProvider>
      </I18nProvider>
    </MemoryRouter>
  );
}

/** Step 4 with its Cancel subscription button, then (`sent`) the check-your-email screen. */
function SurveyEnd({ sent }: { readonly sent: boolean }) {
  return sent ? (
    <CheckEmailScreen
      page={productPage('seo')}
      sent={sentSurvey}
      onResent={() => {}}
      userId={4242}
    />
  ) : (
    <button type="submit">{i18n.t('buttons.cancelSubscription')}</button>
  );
}

function openSurveyEnd() {
  const view = render(withProviders(<SurveyEnd sent={false} />));
  return { showSent: () => view.rerender(withProviders(<SurveyEnd sent />)) };
}

/** The screen as SurveyFlow shows it: a resend keeps the new `sent` (here in `kept`). */
function Resendable({ first, kept }: { readonly first: SentSurvey; readonly kept: SentSurvey[] }) {
  const [sent, setSent] = useState(first);
  const resent = (again: SentSurvey) => {
    kept.push(again);
    setSent(again);
  };
  return <CheckEmailScreen page={productPage('seo')} sent={sent} onResent={resent} userId={4242} />;
}

/**
 * The screen at `now` for an e-mail sent at `sentAt` (page time, ticking only as the test
 * advances it); a resend's `sent` is kept in `kept`.
 */
function openSent(
  now: string,
  sentAt: string,
  kept: SentSurvey[] = [],
  value = services().services,
) {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(now));
  const first = { ...sentSurvey, sentAt: Date.parse(sentAt) };
  render(withProviders(<Resendable first={first} kept={kept} />, value));
}

const countdownText = (seconds: number) =>
  i18n.t('checkEmail.resendCountdown', { count: seconds, countdown: seconds });
const resendButton = () => screen.getByRole('button', { name: i18n.t('buttons.resendEmail') });

describe('CheckEmailScreen', () => {
  it('takes focus on its panel when it appears, so screen readers announce it', () => {
    const survey = openSurveyEnd();
    const cancel = screen.getByRole('button', { name: i18n.t('buttons.cancelSubscription') });
    cancel.focus();
    expect(document.activeElement).toBe(cancel);
    // Sent: the focused button goes, and focus must not fall back to the page's body.
    survey.showSent();
    const panel = screen.getByRole('region', { name: i18n.t('checkEmail.title') });
    expect(document.activeElement).toBe(panel);
  });

  it('counts the wait for Resend from the last send, so a reload does not start it again', () => {
    // Sent 25 seconds before the screen (re)opened.
    openSent('2026-11-22T10:06:25Z', '2026-11-22T10:06:00Z');
    expect(screen.getByText(countdownText(35))).toBeTruthy();
    expect(resendButton().getAttribute('aria-disabled')).toBe('true');
    act(() => vi.advanceTimersByTime(35_000));
    expect(screen.queryByText(/You can resend the email/)).toBeNull();
    expect(resendButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('waits the whole time again after a resend, and keeps when it was sent', async () => {
    const kept: SentSurvey[] = [];
    const { productApi, services: value } = services();
    openSent('2026-11-22T10:08:00Z', '2026-11-22T10:06:00Z', kept, value);
    expect(resendButton().getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(resendButton());
    // Announced by a status that was in the page before, and shown (for the eye only) in a notice.
    expect(await screen.findAllByText(i18n.t('checkEmail.resent'))).toHaveLength(2);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      i18n.t('checkEmail.resent'),
    );
    expect(productApi.sendConfirmationEmail).toHaveBeenCalledWith(submission, {
      idempotencyKey: 'idempotency-key',
    });
    expect(kept).toEqual([{ ...sentSurvey, sentAt: Date.parse('2026-11-22T10:08:00Z') }]);
    expect(screen.getByText(countdownText(60))).toBeTruthy();
    expect(resendButton().getAttribute('aria-disabled')).toBe('true');
    // The resend's render can reach the page before React runs its effects, the countdown's tick
    // among them (on a busy machine, a task later): a second advanced before it ticks nothing.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText(countdownText(59))).toBeTruthy();
  });

  it('never waits longer than the cool-down, even when the clock was set back since the send', () => {
    openSent('2026-11-22T10:00:00Z', '2026-11-22T10:06:00Z');
    expect(screen.getByText(countdownText(60))).toBeTruthy();
  });
});
