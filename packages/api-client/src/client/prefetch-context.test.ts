import { describe, expect, it, vi } from 'vitest';

import { MOCK_PAID_USER } from '../mock/fixtures';
import { createCancelApi } from './create-cancel-api';
import { RequestError, RequestTimeoutError } from './errors';
import { prefetchContext } from './prefetch-context';
import { REPORT_NAMES } from './report-names';
import type { FetchLike } from './request';

const BASE_URL = 'https://app.example.com';
const CONTEXT_URL = `${BASE_URL}/cancel/api/get-context/`;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A fetch that answers each request with the next of `answers` and records it. */
function fakeFetch(...answers: Array<() => Promise<Response>>) {
  return vi.fn<FetchLike>(() => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected request');
    return next();
  });
}

/** A fetch that never answers until its signal aborts. */
const hangingFetch: FetchLike = (_input, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
  });

describe('prefetchContext', () => {
  it('sends the request the client would send, at once', () => {
    const fetch = fakeFetch(async () => json({ user: MOCK_PAID_USER }));
    const prefetched = prefetchContext({ baseUrl: `${BASE_URL}/`, fetch });
    expect(prefetched.url).toBe(CONTEXT_URL);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(CONTEXT_URL);
    expect(init).toMatchObject({
      method: 'GET',
      credentials: 'same-origin',
      redirect: 'follow',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });
  });

  it('gives the checked user of a good answer', async () => {
    const prefetched = prefetchContext({
      fetch: fakeFetch(async () => json({ user: MOCK_PAID_USER })),
    });
    await expect(prefetched.context).resolves.toEqual({ user: MOCK_PAID_USER });
  });

  const redirected = () => {
    const response = json({ user: MOCK_PAID_USER });
    Object.defineProperty(response, 'redirected', { value: true });
    return response;
  };

  it.each([
    ['an error status', async () => json({ user: MOCK_PAID_USER }, 500)],
    ['a redirected answer', async () => redirected()],
    ['a body that is not JSON', async () => new Response('<html>sign in</html>')],
    ['a body that breaks the contract', async () => json({ user: { name: 'Ada' } })],
    ['a failed request', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('gives no user for %s, without rejecting', async (_case, answer) => {
    const prefetched = prefetchContext({ fetch: fakeFetch(answer) });
    await expect(prefetched.context).resolves.toBeUndefined();
  });
});

describe('createCancelApi({ prefetchedContext })', () => {
  it('answers the first getContext from the prefetched request, later ones from the server', async () => {
    const prefetchFetch = fakeFetch(async () => json({ user: MOCK_PAID_USER }));
    const prefetched = prefetchContext({ baseUrl: BASE_URL, fetch: prefetchFetch });
    const other = { ...MOCK_PAID_USER, name: 'Grace' };
    const clientFetch = fakeFetch(async () => json({ user: other }));
    const api = createCancelApi({
      baseUrl: BASE_URL,
      fetch: clientFetch,
      prefetchedContext: prefetched,
    });

    // The first look and the client read the same answer.
    await expect(prefetched.context).resolves.toEqual({ user: MOCK_PAID_USER });
    await expect(api.getContext()).resolves.toEqual({ user: MOCK_PAID_USER });
    expect(clientFetch).not.toHaveBeenCalled();

    await expect(api.getContext()).resolves.toEqual({ user: other });
    expect(clientFetch).toHaveBeenCalledTimes(1);
    expect(prefetchFetch).toHaveBeenCalledTimes(1);
  });

  it('does not answer other calls with it', async () => {
    const prefetched = prefetchContext({
      baseUrl: BASE_URL,
      fetch: fakeFetch(async () => json({ user: MOCK_PAID_USER })),
    });
    const clientFetch = fakeFetch(async () => json({ csrf_token: 'token' }));
    const api = createCancelApi({
      baseUrl: BASE_URL,
      fetch: clientFetch,
      prefetchedContext: prefetched,
    });
    await expect(api.getCsrfToken()).resolves.toBe('token');
    expect(clientFetch.mock.calls[0]![0]).toBe(`${BASE_URL}/cancel/api/get-csrf-token/`);
  });

  it('reports a failed prefetched answer under get-context’s name', async () => {
    const reportError = vi.fn();
    const prefetched = prefetchContext({
      baseUrl: BASE_URL,
      fetch: fakeFetch(async () => json({ detail: 'down' }, 502)),
    });
    const api = createCancelApi({
      baseUrl: BASE_URL,
      fetch: fakeFetch(),
      prefetchedContext: prefetched,
      reportError,
    });
    const failure = api.getContext();
    await expect(failure).rejects.toBeInstanceOf(RequestError);
    await expect(failure).rejects.toMatchObject({ status: 502 });
    expect(reportError).toHaveBeenCalledWith(REPORT_NAMES.getContext, expect.any(RequestError));
  });

  it('times a hanging prefetched request out with the client’s time-out, and aborts it', async () => {
    const prefetched = prefetchContext({ baseUrl: BASE_URL, fetch: hangingFetch });
    const api = createCancelApi({
      baseUrl: BASE_URL,
      fetch: fakeFetch(),
      prefetchedContext: prefetched,
      timeoutMs: 20,
      reportError: () => {},
    });
    await expect(api.getContext()).rejects.toBeInstanceOf(RequestTimeoutError);
    await expect(prefetched.context).resolves.toBeUndefined();
  });
});
