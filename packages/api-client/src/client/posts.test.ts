import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { MOCK_PAID_USER } from '../mock/fixtures';
import { BASE_URL, SUBMISSION } from '../testing/fixtures.test-fixture';
import { createCancelApi } from './create-cancel-api';
import { RedirectError, RequestError, SignedInUserChangedError } from './errors';
import { KEEPALIVE_MAX_BODY_BYTES } from './request';
import { REPORT_NAMES } from './report-names';

// A Django-like server: one current CSRF token, which it can rotate (the customer signed in
// again in another tab); a POST with any other token gets 403.
let currentToken = 'first';
let tokenFetches = 0;
/** Who get-context says is signed in. */
let signedInUserId: number | undefined = MOCK_PAID_USER.user_id as number;
const posts: { token: string | null; idempotencyKey: string | null; body: unknown }[] = [];

const server = setupServer(
  http.get(`${BASE_URL}/cancel/api/get-context/`, () =>
    HttpResponse.json({ user: { ...MOCK_PAID_USER, user_id: signedInUserId } }),
  ),
  http.get(`${BASE_URL}/cancel/api/get-csrf-token/`, () => {
    tokenFetches += 1;
    return HttpResponse.json({ csrf_token: currentToken });
  }),
  http.post(`${BASE_URL}/cancel/api/*`, async ({ request }) => {
    const token = request.headers.get('X-CSRFToken');
    posts.push({
      token,
      idempotencyKey: request.headers.get('Idempotency-Key'),
      body: await request.json(),
    });
    return token === currentToken
      ? HttpResponse.json({ result: true })
      : HttpResponse.json({ detail: 'CSRF Failed' }, { status: 403 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  currentToken = 'first';
  tokenFetches = 0;
  signedInUserId = MOCK_PAID_USER.user_id as number;
  posts.length = 0;
});
afterAll(() => server.close());

async function signedInApi() {
  const reportError = vi.fn();
  const api = createCancelApi({ baseUrl: BASE_URL, reportError });
  await api.getCsrfToken();
  return { api, reportError };
}

describe('a 403 after the server rotated the CSRF token', () => {
  it('fetches a fresh token once, sends once more and succeeds', async () => {
    const { api, reportError } = await signedInApi();
    currentToken = 'rotated';

    await expect(api.sendConfirmationEmail('seo', SUBMISSION)).resolves.toEqual({ result: true });

    expect(posts.map((post) => post.token)).toEqual(['first', 'rotated']);
    expect(posts[1]?.body).toEqual(SUBMISSION);
    expect(tokenFetches).toBe(2);
    expect(api.csrfToken).toBe('rotated');
    expect(reportError).not.toHaveBeenCalled();
  });

  it('keeps the fresh token for the next POST', async () => {
    const { api } = await signedInApi();
    currentToken = 'rotated';
    await api.sendConfirmationEmail('seo', SUBMISSION);
    await api.sendSurveyMonitoring(SUBMISSION);

    expect(posts.map((post) => post.token)).toEqual(['first', 'rotated', 'rotated']);
    expect(tokenFetches).toBe(2);
  });

  it('ends in the error, reported once, when the fresh token gets 403 too', async () => {
    const { api, reportError } = await signedInApi();
    server.use(
      http.post(`${BASE_URL}/cancel/api/*`, ({ request }) => {
        posts.push({ token: request.headers.get('X-CSRFToken'), idempotencyKey: null, body: null });
        return HttpResponse.json({}, { status: 403 });
      }),
    );

    const error = await api
      .acceptOffer('seo', { offer: 'discount', period: '1 month' })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ status: 403 });
    expect(posts).toHaveLength(2);
    expect(tokenFetches).toBe(2);
    expect(reportError).toHaveBeenCalledExactlyOnceWith(REPORT_NAMES.acceptOffer, error);
  });

  it('sends again for the same user after asking who is signed in', async () => {
    const { api, reportError } = await signedInApi();
    await api.getContext();
    currentToken = 'rotated';

    await expect(api.sendConfirmationEmail('seo', SUBMISSION)).resolves.toEqual({ result: true });
    expect(posts.map((post) => post.token)).toEqual(['first', 'rotated']);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('never sends again under another signed-in user: the page itself is loaded again', async () => {
    const page = 'https://app.example.com/cancel/seo';
    vi.stubGlobal('location', { href: page, origin: 'https://app.example.com' });
    const onRedirect = vi.fn();
    const reportError = vi.fn();
    const api = createCancelApi({ baseUrl: BASE_URL, reportError, onRedirect });
    await api.getContext();
    await api.getCsrfToken();
    // Another customer signed in, in another tab: a new session and a new token.
    signedInUserId = 777;
    currentToken = 'rotated';

    const error = await api
      .sendConfirmationEmail('seo', SUBMISSION)
      .catch((caught: unknown) => caught);
    vi.unstubAllGlobals();

    expect(error).toBeInstanceOf(SignedInUserChangedError);
    expect(error).toBeInstanceOf(RedirectError);
    expect(error).toMatchObject({ location: page });
    expect(posts.map((post) => post.token)).toEqual(['first']);
    expect(tokenFetches).toBe(1);
    expect(onRedirect).toHaveBeenCalledExactlyOnceWith(page);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('loads the page again without its fragment, which alone would only scroll', async () => {
    const page = 'https://app.example.com/cancel/seo?lang=de';
    vi.stubGlobal('location', { href: `${page}#main`, origin: 'https://app.example.com' });
    const onRedirect = vi.fn();
    const api = createCancelApi({ baseUrl: BASE_URL, reportError: vi.fn(), onRedirect });
    await api.getContext();
    await api.getCsrfToken();
    signedInUserId = 777;
    currentToken = 'rotated';

    const error = await api
      .acceptOffer('seo', { offer: 'discount', period: '1 month' })
      .catch((caught: unknown) => caught);
    vi.unstubAllGlobals();

    expect(error).toMatchObject({ location: page });
    expect(onRedirect).toHaveBeenCalledExactlyOnceWith(page);
  });

  it('never sends again once nobody is signed in', async () => {
    const api = createCancelApi({ baseUrl: BASE_URL, reportError: vi.fn() });
    await api.getContext();
    await api.getCsrfToken();
    signedInUserId = undefined;
    currentToken = 'rotated';

    await expect(api.acceptOffer('seo', { offer: 'discount', period: '1 month' })).rejects.toThrow(
      SignedInUserChangedError,
    );
    expect(posts).toHaveLength(1);
  });

  it('does not retry other failures', async () => {
    const { api } = await signedInApi();
    server.use(http.post(`${BASE_URL}/cancel/api/*`, () => HttpResponse.json({}, { status: 500 })));

    await expect(api.sendSurveyMonitoring(SUBMISSION)).rejects.toMatchObject({ status: 500 });
    expect(tokenFetches).toBe(1);
  });
});

describe('Idempotency-Key', () => {
  it('sends the caller’s key, the same on the retry after a 403 and on a resend', async () => {
    const { api } = await signedInApi();
    const idempotencyKey = crypto.randomUUID();
    currentToken = 'rotated';

    await api.sendConfirmationEmail('seo', SUBMISSION, { idempotencyKey });
    await api.sendConfirmationEmail('seo', SUBMISSION, { idempotencyKey });
    await api.sendSurveyMonitoring(SUBMISSION, { idempotencyKey });

    expect(posts.map((post) => post.idempotencyKey)).toEqual([
      idempotencyKey,
      idempotencyKey,
      idempotencyKey,
      idempotencyKey,
    ]);
  });

  it('gives each submission without a key a fresh UUID, kept across its 403 retry', async () => {
    const { api } = await signedInApi();
    currentToken = 'rotated';

    await api.sendConfirmationEmail('seo', SUBMISSION);
    await api.sendConfirmationEmail('seo', SUBMISSION);

    const keys = posts.map((post) => post.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('is not sent with accept-offer', async () => {
    const { api } = await signedInApi();
    await api.acceptOffer('seo', { offer: 'discount', period: '1 month' });
    expect(posts[0]?.idempotencyKey).toBeNull();
  });
});

describe('keepalive', () => {
  function recordingApi() {
    const inits: RequestInit[] = [];
    const api = createCancelApi({
      baseUrl: BASE_URL,
      reportError: vi.fn(),
      csrfToken: 'first',
      fetch: async (url, init) => {
        inits.push(init);
        return HttpResponse.json(
          url.includes('get-context') ? { user: MOCK_PAID_USER } : { result: true },
        );
      },
    });
    return { api, inits };
  }

  it('lets survey-monitoring outlive the page, and nothing else', async () => {
    const { api, inits } = recordingApi();
    await api.sendSurveyMonitoring(SUBMISSION);
    await api.sendConfirmationEmail('seo', SUBMISSION);
    await api.getContext();
    expect(inits.map((init) => init.keepalive)).toEqual([true, undefined, undefined]);
  });

  it('sends a body over 60 KiB without it, which browsers would refuse', async () => {
    const { api, inits } = recordingApi();
    const large = { ...SUBMISSION, name: 'é'.repeat(KEEPALIVE_MAX_BODY_BYTES / 2) };
    await api.sendSurveyMonitoring(large);
    expect(inits[0]?.keepalive).toBeUndefined();
    expect(JSON.parse(String(inits[0]?.body))).toEqual(large);
  });
});
