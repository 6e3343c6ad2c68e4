import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createCancelApi } from '../client/create-cancel-api';
import { RequestError } from '../client/errors';
import { REPORT_NAMES } from '../client/report-names';
import { checkContract } from '../schemas/contract';
import { TOOLKITS, userCheck, type User } from '../schemas/user';
import { BASE_URL, SUBMISSION } from '../testing/fixtures.test-fixture';
import { getMockUser, MOCK_PAID_USER } from './fixtures';
import { createMockHandlers, type MockHandlersOptions } from './handlers';
import { MOCK_SCENARIOS, type MockScenario } from './scenarios';
import { createMemoryStorage } from './storage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function openTab(options: MockHandlersOptions) {
  server.resetHandlers(...createMockHandlers({ storage: createMemoryStorage(), ...options }));
  const reportError = vi.fn();
  return { api: createCancelApi({ baseUrl: BASE_URL, reportError }), reportError };
}

const PAID: User = {
  name: 'Alex Morgan',
  email: 'alex.morgan@example.com',
  user_id: MOCK_PAID_USER.user_id,
  country_code: 'US',
  has_product: true,
  is_paid: true,
  has_active_recurring: true,
  period: '1 month',
  is_loyal_2020: false,
  is_loyal_2023: false,
  is_loyal_pro_2024: false,
  product_group: 'pro',
  eligible_for_offer: false,
  has_sst_cancellation_permission: false,
  active_toolkits: [...TOOLKITS],
};

const OFFER: User = {
  ...PAID,
  eligible_for_offer: true,
  is_loyal_2020: true,
  is_loyal_2023: true,
  is_loyal_pro_2024: true,
  product_group: 'guru',
};

const EXPECTED_USERS: Record<Exclude<MockScenario, 'context-error'>, User> = {
  paid: PAID,
  'paid-annual': { ...PAID, period: '12 months' },
  trial: { ...PAID, is_paid: false },
  'no-subscription': { ...PAID, has_active_recurring: false },
  anonymous: {
    ...PAID,
    user_id: undefined,
    name: '',
    email: '',
    has_product: false,
    is_paid: false,
    has_active_recurring: false,
    active_toolkits: [],
  },
  'seo-only': { ...PAID, active_toolkits: ['seo'] },
  sst: { ...PAID, has_sst_cancellation_permission: true },
  offer: OFFER,
  'offer-downgrade': {
    ...PAID,
    user_id: 2_718_281,
    eligible_for_offer: true,
    product_group: 'business',
  },
  'offer-error': OFFER,
  'accept-offer-error': OFFER,
  'downgrade-error': OFFER,
  'csrf-error': PAID,
  'send-error': PAID,
  slow: PAID,
};

describe('scenario users', () => {
  it.each(Object.entries(EXPECTED_USERS))(
    '%s: get-context answers the scenario user',
    async (scenario, expected) => {
      const { api } = openTab({ scenario: scenario as MockScenario, delayMs: 0 });

      const { user } = await api.getContext();

      expect(user).toStrictEqual(JSON.parse(JSON.stringify(expected)));
    },
  );

  it('gives the anonymous user no user_id at all', () => {
    expect(getMockUser('anonymous')).not.toHaveProperty('user_id');
  });

  it('keeps every fixture within the contract', () => {
    for (const scenario of MOCK_SCENARIOS) {
      expect(checkContract(userCheck, getMockUser(scenario)).success).toBe(true);
    }
  });

  it('hands out copies, so a test changing a user cannot leak into the next', () => {
    getMockUser('paid').active_toolkits.pop();
    expect(getMockUser('paid').active_toolkits).toEqual([...TOOLKITS]);
  });
});

describe('scenario behaviour', () => {
  it('context-error: get-context answers 500', async () => {
    const { api, reportError } = openTab({ scenario: 'context-error' });

    await expect(api.getContext()).rejects.toMatchObject({ status: 500 });
    expect(reportError).toHaveBeenCalledExactlyOnceWith(
      REPORT_NAMES.getContext,
      expect.any(RequestError),
    );
    await expect(api.getCsrfToken()).resolves.toMatch(/^[0-9a-f]{32}$/);
  });

  it('csrf-error: get-csrf-token answers 500, so POSTs cannot succeed', async () => {
    const { api } = openTab({ scenario: 'csrf-error' });

    await expect(api.getCsrfToken()).rejects.toMatchObject({ status: 500 });
    await expect(api.getContext()).resolves.toHaveProperty('user.name', 'Alex Morgan');
  });

  it('send-error: the first e-mail of the tab fails, the retry succeeds', async () => {
    const storage = createMemoryStorage();
    const { api, reportError } = openTab({ scenario: 'send-error', storage });
    await api.getCsrfToken();

    await expect(api.sendConfirmationEmail('seo', SUBMISSION)).rejects.toMatchObject({
      status: 500,
    });
    await expect(api.sendConfirmationEmail('seo', SUBMISSION)).resolves.toEqual({ result: true });
    await expect(api.sendConfirmationEmail('all', SUBMISSION)).resolves.toEqual({ result: true });
    expect(reportError).toHaveBeenCalledTimes(1);

    // A reload of the same tab keeps its state: no second failure.
    server.resetHandlers(...createMockHandlers({ scenario: 'send-error', storage }));
    await expect(api.sendConfirmationEmail('seo', SUBMISSION)).resolves.toEqual({ result: true });
  });

  it('offer-error: eligible-for-offer answers 500, the rest of the page works', async () => {
    const { api, reportError } = openTab({ scenario: 'offer-error' });

    await expect(api.eligibleForOffer('seo')).rejects.toMatchObject({ status: 500 });
    expect(reportError).toHaveBeenCalledExactlyOnceWith(
      REPORT_NAMES.eligibleForOffer,
      expect.any(RequestError),
    );
    await expect(api.getContext()).resolves.toHaveProperty('user.eligible_for_offer', true);
  });

  it('offer and offer-downgrade: eligible-for-offer answers true', async () => {
    await expect(openTab({ scenario: 'offer' }).api.eligibleForOffer('all')).resolves.toBe(true);
    await expect(
      openTab({ scenario: 'offer-downgrade' }).api.eligibleForOffer('seo'),
    ).resolves.toBe(true);
  });

  it('accept-offer-error: the first acceptance of the tab fails, the retry succeeds', async () => {
    const storage = createMemoryStorage();
    const { api, reportError } = openTab({ scenario: 'accept-offer-error', storage });
    await api.getCsrfToken();
    const body = { offer: 'loyal_price', period: '1 month' } as const;

    await expect(api.acceptOffer('seo', body)).rejects.toMatchObject({ status: 500 });
    await expect(api.acceptOffer('seo', body)).resolves.toEqual({});
    expect(reportError).toHaveBeenCalledExactlyOnceWith(
      REPORT_NAMES.acceptOffer,
      expect.any(RequestError),
    );
    await expect(api.downgrade('seo', 'pro')).resolves.toEqual({});
  });

  it('downgrade-error: the first downgrade of the tab fails, the retry succeeds', async () => {
    const storage = createMemoryStorage();
    const { api, reportError } = openTab({ scenario: 'downgrade-error', storage });
    await api.getCsrfToken();

    await expect(api.downgrade('all', 'free')).rejects.toMatchObject({ status: 500 });
    await expect(api.downgrade('all', 'free')).resolves.toEqual({});
    expect(reportError).toHaveBeenCalledExactlyOnceWith(
      REPORT_NAMES.downgrade,
      expect.any(RequestError),
    );
    await expect(api.acceptOffer('all', { offer: 'discount', period: '1 month' })).resolves.toEqual(
      {},
    );

    // A reload of the same tab keeps its state: no second failure.
    server.resetHandlers(...createMockHandlers({ scenario: 'downgrade-error', storage }));
    await expect(api.downgrade('all', 'pro')).resolves.toEqual({});
  });

  it('slow: every call waits 1.5 s', async () => {
    const { api } = openTab({ scenario: 'slow' });

    const started = performance.now();
    await api.getContext();

    expect(performance.now() - started).toBeGreaterThanOrEqual(1490);
  });

  it('delayMs overrides the wait of any scenario', async () => {
    const { api } = openTab({ scenario: 'paid', delayMs: 120 });

    const started = performance.now();
    await api.isConfirmed('seo');

    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });
});
