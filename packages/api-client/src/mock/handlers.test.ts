import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createCancelApi } from '../client/create-cancel-api';
import { BASE_URL, SUBMISSION } from '../testing/fixtures.test-fixture';
import { createMockHandlers, type MockHandlersOptions } from './handlers';
import { createMockState, getMockConfirmationLink } from './state';
import { createMemoryStorage } from './storage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** Installs the mock for one simulated tab and returns a client talking to it. */
function openTab(options: MockHandlersOptions = {}, baseUrl = BASE_URL) {
  const storage = options.storage ?? createMemoryStorage();
  server.resetHandlers(...createMockHandlers({ ...options, storage }));
  const reportError = vi.fn();
  const api = createCancelApi({ baseUrl, reportError });
  return { api, storage, reportError };
}

function post(path: string, body: string, headers: Record<string, string>) {
  return fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

describe('the confirmation journey', () => {
  it('sends the e-mail, exposes its link, confirms with its key and reports it confirmed', async () => {
    const { api, storage } = openTab();

    const { user } = await api.getContext();
    expect(user.email).toBe('alex.morgan@example.com');
    await api.getCsrfToken();
    expect(getMockConfirmationLink('all', storage)).toBeUndefined();

    await api.sendConfirmationEmail('all', SUBMISSION);
    await api.sendSurveyMonitoring(SUBMISSION);
    expect(await api.isConfirmed('all')).toBe(false);

    const link = getMockConfirmationLink('all', storage);
    expect(link).toMatch(/^\/cancel\/semrush\/confirm-unsubscribe\?key=[0-9a-f]{24}$/);
    const key = new URL(link ?? '', BASE_URL).searchParams.get('key') ?? '';
    await expect(api.confirm('all', key)).resolves.toEqual({ result: true });
    expect(await api.isConfirmed('all')).toBe(true);
    expect(await api.isConfirmed('seo')).toBe(false);
  });

  it('shares state between the generic and dedicated traffic-and-market segments', async () => {
    const { api, storage } = openTab();
    await api.getCsrfToken();

    await api.sendConfirmationEmail('traffic-and-market', SUBMISSION);
    const key = createMockState(storage).confirmationKey('traffic-and-market') ?? '';
    await api.forProduct('traffic-and-market', { dedicatedPage: true }).confirm(key);

    expect(await api.isConfirmed('traffic-and-market')).toBe(true);
    expect(getMockConfirmationLink('traffic-and-market', storage)).toContain(
      '/cancel/traffic-and-market/confirm-unsubscribe?key=',
    );
  });

  it('answers relative /cancel/api paths on any origin', async () => {
    for (const origin of ['http://localhost:4173', 'https://www.example.com']) {
      const { api } = openTab({}, origin);
      await expect(api.getContext()).resolves.toHaveProperty('user.name', 'Alex Morgan');
    }
  });

  it('uses a state passed in by the caller', async () => {
    const state = createMockState();
    server.resetHandlers(...createMockHandlers({ state }));
    const api = createCancelApi({ baseUrl: BASE_URL, reportError: vi.fn() });

    expect(await api.getCsrfToken()).toBe(state.csrfToken());
    await api.sendConfirmationEmail('seo', SUBMISSION);
    expect(state.confirmationLink('seo')).toMatch(/^\/cancel\/seo\/confirm-unsubscribe\?key=/);
  });
});

describe('CSRF rules', () => {
  it('keeps one token per tab and a different one in another tab', async () => {
    const storage = createMemoryStorage();
    const first = openTab({ storage });
    const token = await first.api.getCsrfToken();
    expect(await first.api.getCsrfToken()).toBe(token);

    const sameTabAfterReload = openTab({ storage });
    expect(await sameTabAfterReload.api.getCsrfToken()).toBe(token);

    const otherTab = openTab();
    expect(await otherTab.api.getCsrfToken()).not.toBe(token);
  });

  it('answers 403 to a POST with a differing token', async () => {
    const { api } = openTab();
    await api.getCsrfToken();

    const response = await post('/cancel/api/survey-storage/survey-monitoring/', '{}', {
      'X-CSRFToken': 'forged-token',
    });

    expect(response.status).toBe(403);
  });

  it('lets the client recover from a forged token with one fresh token, as from a rotation', async () => {
    const { api, reportError } = openTab();
    const token = await api.getCsrfToken();
    api.setCsrfToken('forged-token');

    await expect(api.sendConfirmationEmail('seo', SUBMISSION)).resolves.toEqual({ result: true });
    expect(api.csrfToken).toBe(token);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('answers 403 to a POST without the header', async () => {
    openTab();

    const response = await post('/cancel/api/survey-storage/survey-monitoring/', '{}', {});

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'CSRF token missing (X-CSRFToken header)' });
  });
});

describe('confirmation keys', () => {
  it('answers 404 to a wrong, missing or other product key and stays unconfirmed', async () => {
    const { api, storage } = openTab();
    await api.getCsrfToken();
    await api.sendConfirmationEmail('seo', SUBMISSION);
    const key = createMockState(storage).confirmationKey('seo') ?? '';

    for (const attempt of [api.confirm('seo', 'not-the-key'), api.confirm('local', key)]) {
      await expect(attempt).rejects.toMatchObject({ status: 404 });
    }
    const missingKey = await fetch(`${BASE_URL}/cancel/api/seo/confirm/`);
    expect(missingKey.status).toBe(404);
    expect(await api.isConfirmed('seo')).toBe(false);
  });

  it('replaces the key when the e-mail is sent again', async () => {
    const { api, storage } = openTab();
    await api.getCsrfToken();
    await api.sendConfirmationEmail('pr', SUBMISSION);
    const firstKey = createMockState(storage).confirmationKey('pr') ?? '';
    await api.sendConfirmationEmail('pr', SUBMISSION);

    await expect(api.confirm('pr', firstKey)).rejects.toMatchObject({ status: 404 });
  });
});

describe('request bodies', () => {
  async function tabWithToken() {
    const tab = openTab();
    return { ...tab, token: await tab.api.getCsrfToken() };
  }

  it('answers 400 with the issues when a submission breaks the contract', async () => {
    const { token } = await tabWithToken();
    const { email: _email, ...withoutEmail } = SUBMISSION;
    const body = JSON.stringify({ ...withoutEmail, timestamp: 'yesterday' });

    const response = await post('/cancel/api/seo/send-confirmation-email/', body, {
      'X-CSRFToken': token,
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Request body does not match the contract',
      issues: [
        {
          path: ['timestamp'],
          code: 'invalid_format',
          message: 'expected datetime format, received "yesterday"',
        },
        { path: ['email'], code: 'invalid_type', message: 'expected string, received undefined' },
      ],
    });
  });

  it('rejects a bad survey-monitoring body through the client as a 400', async () => {
    const { api } = await tabWithToken();
    const broken = { ...SUBMISSION, accepted_terms: 'yes' } as unknown as typeof SUBMISSION;

    await expect(api.sendSurveyMonitoring(broken)).rejects.toMatchObject({ status: 400 });
  });

  it('answers 400 to a body that is not JSON and 415 to one not sent as JSON', async () => {
    const { token } = await tabWithToken();

    const notJson = await post('/cancel/api/seo/accept-offer/', '{offer:', {
      'X-CSRFToken': token,
    });
    const notJsonType = await post('/cancel/api/seo/accept-offer/', '{}', {
      'X-CSRFToken': token,
      'Content-Type': 'text/plain',
    });

    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: 'Request body is not valid JSON' });
    expect(notJsonType.status).toBe(415);
  });

  it('accepts an accept-offer body naming the offer and answers 400 to any other', async () => {
    const { api, token } = await tabWithToken();

    await expect(api.acceptOffer('all', { offer: 'discount', period: '1 month' })).resolves.toEqual(
      {},
    );
    await expect(
      api.acceptOffer('seo', { offer: 'loyal_price', period: '12 months' }),
    ).resolves.toEqual({});
    for (const body of [
      '',
      '{}',
      '["any", {"json": 1}]',
      '{"offer": "downgrade", "period": "1 month"}',
      '{"offer": "discount"}',
      '{"offer": "discount", "period": ""}',
    ]) {
      const rejected = await post('/cancel/api/seo/accept-offer/', body, { 'X-CSRFToken': token });
      expect(rejected.status, body).toBe(400);
    }
  });
});

describe('offers and downgrades', () => {
  it('answers eligible-for-offer from the scenario user, only for seo and all', async () => {
    expect(await openTab({ scenario: 'offer' }).api.eligibleForOffer('seo')).toBe(true);
    expect(await openTab({ scenario: 'paid' }).api.eligibleForOffer('all')).toBe(false);
    const social = await fetch(`${BASE_URL}/cancel/api/social/eligible-for-offer/`);
    expect(social.status).toBe(404);
  });

  it('downgrades to a known plan and answers 400 to an unknown one', async () => {
    const { api } = openTab();

    await expect(api.downgrade('all', 'business')).resolves.toEqual({});
    for (const plan of ['guru', 'pro', 'free'] as const) {
      await expect(api.downgrade('seo', plan)).resolves.toEqual({});
    }
    const noPlan = await fetch(`${BASE_URL}/cancel/api/seo/downgrade/`);
    expect(noPlan.status).toBe(400);
    const unknownPlan = await fetch(`${BASE_URL}/cancel/api/semrush/downgrade/?to=enterprise`);
    expect(unknownPlan.status).toBe(400);
  });

  it('answers 404 to unknown segments and endpoints instead of passing them on', async () => {
    openTab();

    expect((await fetch(`${BASE_URL}/cancel/api/trends/is-confirmed/`)).status).toBe(404);
    const unknown = await fetch(`${BASE_URL}/cancel/api/seo/unsubscribe-everything/`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: `No mock API endpoint for GET ${BASE_URL}/cancel/api/seo/unsubscribe-everything/`,
    });
  });
});
