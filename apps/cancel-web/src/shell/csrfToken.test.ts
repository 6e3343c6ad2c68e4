import { createCancelApi } from '@cancel-flow/api-client';
import { createMemoryStorage, createMockHandlers } from '@cancel-flow/api-client/mock';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCsrfToken } from './csrfToken';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const submission = { survey: [] } as never;

function setUp(scenario: 'paid' | 'csrf-error') {
  server.use(...createMockHandlers({ scenario, storage: createMemoryStorage() }));
  const posts: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST') posts.push(new URL(request.url).pathname);
  });
  const reportError = vi.fn();
  const api = createCancelApi({ baseUrl: 'http://localhost', reportError });
  const csrf = createCsrfToken(api);
  return { api, csrf, guarded: csrf.guard(api), posts, reportError };
}

afterEach(() => server.events.removeAllListeners());

describe('createCsrfToken', () => {
  it('lets a POST wait for the token still on its way, then sends it', async () => {
    const { csrf, guarded, posts } = setUp('paid');
    void csrf.fetch();
    expect(guarded.csrfToken).toBeUndefined();
    await guarded
      .forProduct('seo')
      .sendConfirmationEmail(submission)
      .catch(() => {});
    expect(guarded.csrfToken).toEqual(expect.any(String));
    expect(posts).toEqual(['/cancel/api/seo/send-confirmation-email/']);
  });

  it('fails every POST with the reported token error before anything is sent', async () => {
    const { csrf, guarded, posts, reportError } = setUp('csrf-error');
    await expect(csrf.fetch()).rejects.toThrow('status: 500');
    await expect(guarded.forProduct('seo').sendConfirmationEmail(submission)).rejects.toThrow(
      'get-csrf-token/, status: 500',
    );
    await expect(guarded.sendSurveyMonitoring(submission)).rejects.toThrow('status: 500');
    await expect(guarded.acceptOffer('seo', { offer: 'discount' } as never)).rejects.toThrow(
      'status: 500',
    );
    expect(posts).toEqual([]);
    expect(reportError).toHaveBeenCalledWith("CSRF token wasn't received", expect.any(Error));
    expect(reportError.mock.calls.every(([name]) => name === "CSRF token wasn't received")).toBe(
      true,
    );
  });

  it('asks for the token again at the next POST once it failed', async () => {
    const { csrf, guarded, posts } = setUp('csrf-error');
    await expect(csrf.fetch()).rejects.toThrow();
    server.use(
      http.get('http://localhost/cancel/api/get-csrf-token/', () =>
        HttpResponse.json({ csrf_token: 'fresh' }),
      ),
    );
    const tokens: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') tokens.push(request.headers.get('X-CSRFToken'));
    });
    await guarded.sendSurveyMonitoring(submission).catch(() => {});
    expect(posts[0]).toBe('/cancel/api/survey-storage/survey-monitoring/');
    expect(tokens[0]).toBe('fresh');
  });
});
