// @vitest-environment jsdom
import { RequestError, type CancelApi } from '@cancel-flow/api-client';
import { createI18n, loadTexts, type I18n } from '@cancel-flow/i18n';
import { I18nProvider } from '@cancel-flow/i18n/react';
import { cleanup, render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalErrorProvider } from '../../shell/globalError';
import type { SessionSource } from '../../shell/loadSession';
import { ServicesProvider, type UserId } from '../../shell/services';
import { readSettings } from '../../shell/settings';
import { memoryStorage } from '../../survey/memoryStorage';
import { surveyStorage } from '../../survey/surveyStorage';
import ConfirmUnsubscribePage from './ConfirmUnsubscribePage';
import { SIGNED_IN_WAIT_MS } from './useConfirmEntry';

const CONFIRM_PATH = '/cancel/local/confirm-unsubscribe';
const KEY = 'personal-key-123';
/** The customer who opened the link, and another one who signs in on the tab after them. */
const ALEX = 4815162;
const SAM = 2718281;

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ language: 'en' });
  // The page's texts, which the app downloads beside the page's code (pageChunks.ts).
  await loadTexts(i18n, 'pages');
});
// A fresh tab: one history entry with no state.
beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(cleanup);

/** The confirm page as the app renders it in the browser (BrowserRouter on jsdom's history). */
function openConfirmPage(
  confirm: (key: string) => Promise<unknown>,
  {
    signedInUserId = async () => ALEX,
    storage = memoryStorage(),
  }: {
    signedInUserId?: () => Promise<UserId | null | undefined>;
    storage?: Storage;
  } = {},
) {
  const api = { forProduct: () => ({ product: 'local', confirm }) } as unknown as CancelApi;
  const services = {
    api,
    session: {} as SessionSource,
    settings: readSettings({}),
    reporter: { report: vi.fn(), protect: vi.fn() },
    devTools: undefined,
    storage,
    signedInUserId,
  };
  return render(
    <BrowserRouter basename="/cancel">
      <I18nProvider i18n={i18n}>
        <ServicesProvider services={services}>
          <GlobalErrorProvider>
            <ConfirmUnsubscribePage segment="local" />
          </GlobalErrorProvider>
        </ServicesProvider>
      </I18nProvider>
    </BrowserRouter>,
  );
}

/** Resolves once the browser has moved to another history entry (Back or Forward). */
function traverse(direction: 'back' | 'forward') {
  const moved = new Promise((resolve) =>
    window.addEventListener('popstate', resolve, { once: true }),
  );
  window.history[direction]();
  return moved;
}

/** The link opened while the server is down: the page fails, its entry keeps the key. */
async function linkOpenedDuringAnOutage() {
  // The global error logs the outage to the console.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', `${CONFIRM_PATH}?key=${KEY}`);
  const outage = vi.fn(async () => {
    throw new RequestError('/cancel/api/local/confirm/', 503);
  });
  const tab = openConfirmPage(outage);
  expect(await screen.findByText(i18n.t('confirm.failed'))).toBeDefined();
  tab.unmount();
  logged.mockRestore();
}

const confirmedHeading = () =>
  screen.findByRole('heading', { name: i18n.t('confirm.successTitle') });

describe('ConfirmUnsubscribePage', () => {
  it('shows the confirmed state again on a reload, without a new request or the key', async () => {
    window.history.replaceState(null, '', `${CONFIRM_PATH}?key=${KEY}`);
    const confirm = vi.fn(async () => ({}));
    const tab = openConfirmPage(confirm);
    await confirmedHeading();
    expect(confirm).toHaveBeenCalledWith(KEY);
    expect(window.location.search).toBe('');
    tab.unmount();

    // The reload: the same address (the key already left it) and the same history entry.
    openConfirmPage(confirm);
    await confirmedHeading();
    expect(screen.queryByText(i18n.t('confirm.missingKey'))).toBeNull();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(window.history.state)).not.toContain(KEY);
  });

  it('shows the confirmed state again after Back then Forward', async () => {
    // The check-your-email screen, then the e-mail link opened in the same tab.
    window.history.replaceState(null, '', '/cancel/local');
    window.history.pushState(null, '', `${CONFIRM_PATH}?key=${KEY}`);
    const confirm = vi.fn(async () => ({}));
    const tab = openConfirmPage(confirm);
    await confirmedHeading();
    tab.unmount();

    await traverse('back');
    expect(window.location.pathname).toBe('/cancel/local');
    await traverse('forward');
    expect(window.location.pathname).toBe(CONFIRM_PATH);
    openConfirmPage(confirm);
    await confirmedHeading();
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('asks again on a reload while the request is unanswered, with the key kept off the address', async () => {
    window.history.replaceState(null, '', `${CONFIRM_PATH}?key=${KEY}`);
    const unanswered = vi.fn(() => new Promise<never>(() => {}));
    const tab = openConfirmPage(unanswered);
    await vi.waitFor(() => expect(window.location.search).toBe(''));
    expect(unanswered).toHaveBeenCalledWith(KEY);
    // The entry keeps the key for whoever is signed in, once that is known (at once in the app).
    await vi.waitFor(() => expect(JSON.stringify(window.history.state)).toContain('KeyOwner'));
    tab.unmount();

    // The reload: the address has no key, the entry still has it.
    const confirm = vi.fn(async () => ({}));
    openConfirmPage(confirm);
    await confirmedHeading();
    expect(confirm).toHaveBeenCalledWith(KEY);
    expect(screen.queryByText(i18n.t('confirm.missingKey'))).toBeNull();
    // Answered: the entry drops the key.
    await vi.waitFor(() => expect(JSON.stringify(window.history.state)).not.toContain(KEY));
  });

  it('asks again on a reload after an outage', async () => {
    await linkOpenedDuringAnOutage();

    const confirm = vi.fn(async () => ({}));
    openConfirmPage(confirm);
    await confirmedHeading();
    expect(confirm).toHaveBeenCalledWith(KEY);
  });

  it('shows an unknown key again on a reload, without a request or the key', async () => {
    window.history.replaceState(null, '', `${CONFIRM_PATH}?key=${KEY}`);
    const unknown = vi.fn(async () => {
      throw new RequestError('/cancel/api/local/confirm/', 404);
    });
    const tab = openConfirmPage(unknown);
    expect(await screen.findByText(i18n.t('confirm.invalidKey'))).toBeDefined();
    await vi.waitFor(() => expect(JSON.stringify(window.history.state)).not.toContain(KEY));
    tab.unmount();

    openConfirmPage(unknown);
    expect(await screen.findByText(i18n.t('confirm.invalidKey'))).toBeDefined();
    expect(unknown).toHaveBeenCalledTimes(1);
  });

  it('never sends a kept key for a customer who signed in on the tab after an outage', async () => {
    await linkOpenedDuringAnOutage();

    // Sam signs in on the tab and comes Back to this entry (a reload of it is the same).
    const confirm = vi.fn(async () => ({}));
    openConfirmPage(confirm, { signedInUserId: async () => SAM });
    expect(await screen.findByText(i18n.t('confirm.missingKey'))).toBeDefined();
    expect(confirm).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(JSON.stringify(window.history.state)).not.toContain(KEY));
  });

  it('never sends a kept key when who is signed in cannot be known', async () => {
    window.history.replaceState(null, '', `${CONFIRM_PATH}?key=${KEY}`);
    const unanswered = vi.fn(() => new Promise<never>(() => {}));
    const tab = openConfirmPage(unanswered);
    await vi.waitFor(() => expect(window.location.search).toBe(''));
    tab.unmount();

    const confirm = vi.fn(async () => ({}));
    openConfirmPage(confirm, { signedInUserId: async () => undefined });
    expect(await screen.findByText(i18n.t('confirm.missingKey'))).toBeDefined();
    expect(confirm).not.toHaveBeenCalled();
  });

  it("keeps only the fact of the cancellation of the signed-in customer's survey, never another's", async () => {
    const storage = memoryStorage();
    const sent = {
      submission: { name: 'Sam Lee', email: 'sam@example.com' },
      idempotencyKey: 'k',
      sentAt: 0,
    } as unknown as Parameters<ReturnType<typeof surveyStorage>['saveSent']>[0];
    const owner = (userId: UserId) => ({
      userId,
      product: 'local' as const,
      questionSetId: 'paid',
    });
    surveyStorage(storage, owner(ALEX)).saveSent(sent);
    window.history.replaceState(null, '', `${CONFIRM_PATH}?key=${KEY}`);
    openConfirmPage(async () => ({}), { storage });
    await confirmedHeading();
    await vi.waitFor(() => expect(surveyStorage(storage, owner(ALEX)).isConfirmed()).toBe(true));
    expect(surveyStorage(storage, owner(ALEX)).loadSent()).toBeNull();
  });

  it('drops a kept key, rather than waiting for ever, when who is signed in never comes', async () => {
    window.history.replaceState(null, '', `${CONFIRM_PATH}?key=${KEY}`);
    const tab = openConfirmPage(() => new Promise<never>(() => {}));
    await vi.waitFor(() => expect(JSON.stringify(window.history.state)).toContain('KeyOwner'));
    tab.unmount();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const confirm = vi.fn(async () => ({}));
      openConfirmPage(confirm, { signedInUserId: () => new Promise<never>(() => {}) });
      await vi.advanceTimersByTimeAsync(SIGNED_IN_WAIT_MS);
      // React renders the answer on its own scheduler's timers, faked here too.
      await vi.waitFor(() => expect(screen.getByText(i18n.t('confirm.missingKey'))).toBeDefined());
      expect(confirm).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the link is incomplete when this tab never confirmed and there is no key', async () => {
    window.history.replaceState(null, '', CONFIRM_PATH);
    const confirm = vi.fn(async () => ({}));
    openConfirmPage(confirm);
    expect(
      await screen.findByRole('heading', { name: i18n.t('confirm.failureTitle') }),
    ).toBeDefined();
    expect(screen.getByText(i18n.t('confirm.missingKey'))).toBeDefined();
    expect(confirm).not.toHaveBeenCalled();
  });
});
