import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { MOCK_PAID_USER } from '../mock/fixtures';
import { BASE_URL, SUBMISSION } from '../testing/fixtures.test-fixture';
import { createCancelApi, type CancelApiOptions } from './create-cancel-api';
import {
  NetworkError,
  RequestAbortedError,
  RequestError,
  RequestTimeoutError,
  ResponseValidationError,
} from './errors';
import { REPORT_NAMES } from './report-names';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const CONTEXT_URL = `${BASE_URL}/cancel/api/get-context/`;

function setup(options: CancelApiOptions = {}) {
  const reportError = vi.fn();
  const onRedirect = vi.fn();
  const api = createCancelApi({ baseUrl: BASE_URL, reportError, onRedirect, ...options });
  return { api, reportError, onRedirect };
}

function answerContext(respond: () => Response | Promise<Response>) {
  server.use(http.get(CONTEXT_URL, respond));
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

describe('URLs', () => {
  it('keeps paths relative by default and uses globalThis.fetch at call time', async () => {
    const fetch = vi.fn(async () => HttpResponse.json({ result: true }));
    vi.stubGlobal('fetch', fetch);
    const api = createCancelApi({ reportError: vi.fn() });

    await api.isConfirmed('content');

    expect(fetch).toHaveBeenCalledWith('/cancel/api/content/is-confirmed/', expect.anything());
  });

  it('joins a base URL with a trailing slash without doubling it', async () => {
    const fetch = vi.fn(async () => HttpResponse.json({ result: true }));
    const api = createCancelApi({ fetch, baseUrl: 'https://cancel.example.test/' });

    await api.isConfirmed('pr');

    expect(fetch).toHaveBeenCalledWith(
      'https://cancel.example.test/cancel/api/pr/is-confirmed/',
      expect.anything(),
    );
  });

  it('uses traffic for traffic-and-market, or traffic-and-market from its dedicated page', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      HttpResponse.json({ result: false }),
    );
    const api = createCancelApi({ fetch });

    await api.isConfirmed('traffic-and-market');
    await api.forProduct('traffic-and-market', { dedicatedPage: true }).isConfirmed();

    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/cancel/api/traffic/is-confirmed/',
      '/cancel/api/traffic-and-market/is-confirmed/',
    ]);
  });

  it('URL-encodes the confirmation key', async () => {
    let received: URL | undefined;
    server.use(
      http.get(`${BASE_URL}/cancel/api/seo/confirm/`, ({ request }) => {
        received = new URL(request.url);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { api } = setup();
    const key = 'a/b?c=d&e f+g#h%';

    await expect(api.confirm('seo', key)).resolves.toBeUndefined();

    expect(received?.search).toBe('?key=a%2Fb%3Fc%3Dd%26e%20f%2Bg%23h%25');
    expect(received?.searchParams.get('key')).toBe(key);
  });
});

describe('CSRF token', () => {
  it('remembers the token from getCsrfToken() and sends it with every POST', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.get(`${BASE_URL}/cancel/api/get-csrf-token/`, () =>
        HttpResponse.json({ csrf_token: 'from-server' }),
      ),
      http.post(`${BASE_URL}/cancel/api/*`, ({ request }) => {
        tokens.push(request.headers.get('X-CSRFToken'));
        return HttpResponse.json({});
      }),
    );
    const { api } = setup();

    expect(api.csrfToken).toBeUndefined();
    await api.getCsrfToken();
    expect(api.csrfToken).toBe('from-server');
    await api.sendConfirmationEmail('local', SUBMISSION);
    api.setCsrfToken('restored-token');
    await api.sendSurveyMonitoring(SUBMISSION);
    await api.acceptOffer('all', { offer: 'discount', period: '1 month' });

    expect(tokens).toEqual(['from-server', 'restored-token', 'restored-token']);
  });

  it('refuses to POST without a token, reporting it under the call name', async () => {
    const fetch = vi.fn();
    const { api, reportError } = setup({ fetch });

    const error = await failure(api.sendConfirmationEmail('seo', SUBMISSION));

    expect(error).toMatchObject({
      name: 'MissingCsrfTokenError',
      url: `${BASE_URL}/cancel/api/seo/send-confirmation-email/`,
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledExactlyOnceWith(REPORT_NAMES.sendConfirmationEmail, error);
  });

  it('sends the accepted offer as the JSON body of acceptOffer', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE_URL}/cancel/api/semrush/accept-offer/`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { api } = setup({ csrfToken: 't' });

    await expect(
      api.acceptOffer('all', { offer: 'loyal_price', period: '12 months' }),
    ).resolves.toBeUndefined();
    expect(body).toEqual({ offer: 'loyal_price', period: '12 months' });
  });
});

describe('failures while waiting', () => {
  it('times out with its own message and reports it', async () => {
    answerContext(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const { api, reportError } = setup({ timeoutMs: 50 });

    const error = await failure(api.getContext());

    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toMatchObject({
      message: `Request was failed: url: ${CONTEXT_URL}, timed out after 50 ms`,
      timeoutMs: 50,
    });
    expect(reportError).toHaveBeenCalledExactlyOnceWith(REPORT_NAMES.getContext, error);
  });

  it('times out when the body stalls after the headers arrived', async () => {
    const fetch = vi.fn(
      async (_url: string, init: RequestInit) =>
        new Response(
          new ReadableStream({
            start(controller) {
              init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
            },
          }),
        ),
    );
    const { api } = setup({ fetch, timeoutMs: 50 });

    await expect(api.getContext()).rejects.toThrow(
      `Request was failed: url: ${CONTEXT_URL}, timed out after 50 ms`,
    );
  });

  it('reports a network failure with its reason', async () => {
    answerContext(() => HttpResponse.error());
    const { api, reportError } = setup();

    const error = await failure(api.getContext());

    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(
      new RegExp(`^Request was failed: url: ${CONTEXT_URL}, network error: .+`),
    );
    expect(reportError).toHaveBeenCalledExactlyOnceWith(REPORT_NAMES.getContext, error);
  });

  it('includes the underlying cause Node hides behind "fetch failed"', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
    });
    const { api } = setup({ fetch });

    await expect(api.getContext()).rejects.toThrow(
      `Request was failed: url: ${CONTEXT_URL}, network error: fetch failed (connect ECONNREFUSED)`,
    );
  });

  it('stops without reporting when the caller aborts', async () => {
    answerContext(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const { api, reportError } = setup();
    const controller = new AbortController();

    const pending = failure(api.getContext({ signal: controller.signal }));
    controller.abort();

    expect(await pending).toBeInstanceOf(RequestAbortedError);
    await expect(api.getContext({ signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      RequestAbortedError,
    );
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe('responses', () => {
  it('rejects malformed JSON with a ResponseValidationError', async () => {
    answerContext(
      () =>
        new HttpResponse('{"user": {"name": "Alex"', {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const { api, reportError } = setup();

    const error = await failure(api.getContext());

    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toBe(
      `Response was invalid: url: ${CONTEXT_URL}, body is not JSON (status 200, content-type application/json, 24 characters)`,
    );
    // The body may echo the customer's data: its text never reaches the error or the report.
    expect((error as Error).message).not.toContain('Alex');
    expect(reportError).toHaveBeenCalledExactlyOnceWith(REPORT_NAMES.getContext, error);
  });

  it('treats an HTML error page with status 500 as a failed request', async () => {
    answerContext(() =>
      HttpResponse.html('<html><h1>Server Error (500)</h1></html>', { status: 500 }),
    );
    const { api } = setup();

    await expect(api.getContext()).rejects.toThrow(new RequestError(CONTEXT_URL, 500));
  });

  it('rejects an HTML page answered with status 200 at the call', async () => {
    answerContext(() =>
      HttpResponse.html('<!doctype html>\n<html><body>Maintenance</body></html>'),
    );
    const { api, reportError } = setup();

    const error = await failure(api.getContext());

    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toBe(
      `Response was invalid: url: ${CONTEXT_URL}, body is not JSON (status 200, content-type text/html, 53 characters)`,
    );
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('names every field that breaks the contract', async () => {
    const { email: _email, ...userWithoutEmail } = MOCK_PAID_USER;
    answerContext(() =>
      HttpResponse.json({ user: { ...userWithoutEmail, active_toolkits: ['seo', 'video'] } }),
    );
    const { api } = setup();

    const error = await failure(api.getContext());

    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues).toEqual([
      {
        path: ['user', 'email'],
        code: 'invalid_type',
        message: 'expected string, received undefined',
      },
      {
        path: ['user', 'active_toolkits', 1],
        code: 'invalid_value',
        message: expect.stringMatching(/^expected one of "advertising", .+, received "video"$/),
      },
    ]);
    expect((error as Error).message).toContain(
      'body does not match the contract: user.email: expected string, received undefined; user.active_toolkits.1: expected one of',
    );
  });

  it('rejects an empty body where an answer is required', async () => {
    server.use(http.get(`${BASE_URL}/cancel/api/seo/is-confirmed/`, () => new HttpResponse(null)));
    const { api } = setup();

    await expect(api.isConfirmed('seo')).rejects.toThrow(
      `Response was invalid: url: ${BASE_URL}/cancel/api/seo/is-confirmed/, body is empty (status 200)`,
    );
  });

  it('rejects a result that is not a boolean', async () => {
    server.use(
      http.get(`${BASE_URL}/cancel/api/semrush/eligible-for-offer/`, () =>
        HttpResponse.json({ result: 'yes' }),
      ),
    );
    const { api, reportError } = setup();

    await expect(api.eligibleForOffer('all')).rejects.toThrow(
      'result: expected boolean, received string',
    );
    expect(reportError).toHaveBeenCalledWith(REPORT_NAMES.eligibleForOffer, expect.any(Error));
  });

  it('logs failures with console.error when no reportError is given', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi.fn(async () => new Response(null, { status: 503 }));
    const api = createCancelApi({ fetch });

    const error = await failure(api.getCsrfToken());

    expect(consoleError).toHaveBeenCalledExactlyOnceWith(REPORT_NAMES.getCsrfToken, error);
  });
});
