import { createCancelApi } from '@cancel-flow/api-client';
import { createMemoryStorage, createMockHandlers, getMockUser } from '@cancel-flow/api-client/mock';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSessionSource, loadSession } from './loadSession';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function apiFor(scenario: Parameters<typeof getMockUser>[0]) {
  server.use(...createMockHandlers({ scenario, storage: createMemoryStorage() }));
  const reportError = vi.fn();
  return { api: createCancelApi({ baseUrl: 'http://localhost', reportError }), reportError };
}

const loadedAt = new Date('2026-11-21T10:00:00Z');

describe('loadSession', () => {
  it('keeps the user, the CSRF token (in the client) and a timestamp for a paid user', async () => {
    const { api } = apiFor('paid');
    const session = await loadSession(api, () => loadedAt);
    expect(session.status).toBe('ready');
    if (session.status !== 'ready') return;
    expect(session.user.email).toBe(getMockUser('paid').email);
    // The client keeps the token for its POSTs (product §4: stored with the user).
    await expect(session.csrfToken()).resolves.toEqual(expect.any(String));
    expect(api.csrfToken).toEqual(expect.any(String));
    expect(api.csrfToken).not.toBe('');
    expect(session.loadedAt).toBe(loadedAt);
  });

  it('asks for the CSRF token only when the page does, and once however often it asks', async () => {
    const { api } = apiFor('paid');
    const getCsrfToken = vi.spyOn(api, 'getCsrfToken');
    const session = await loadSession(api);
    if (session.status !== 'ready')
      throw new Error(`expected a ready session, got ${session.status}`);
    // product §4: the page's toolkit is checked first; a customer sent to no-subscription never asks.
    expect(getCsrfToken).not.toHaveBeenCalled();
    const token = session.csrfToken();
    expect(session.csrfToken()).toBe(token);
    await token;
    expect(getCsrfToken).toHaveBeenCalledTimes(1);
  });

  it('stops for a user without user_id and fetches no token', async () => {
    const { api } = apiFor('anonymous');
    const getCsrfToken = vi.spyOn(api, 'getCsrfToken');
    await expect(loadSession(api)).resolves.toEqual({ status: 'anonymous' });
    expect(getCsrfToken).not.toHaveBeenCalled();
  });

  it('sends a user without an active recurring subscription to no-subscription', async () => {
    const { api } = apiFor('no-subscription');
    const session = await loadSession(api);
    expect(session.status).toBe('no-subscription');
  });

  it('rejects, reported under its product name, when the user cannot be fetched', async () => {
    const context = apiFor('context-error');
    await expect(loadSession(context.api)).rejects.toThrow(
      'Request was failed: url: http://localhost/cancel/api/get-context/, status: 500',
    );
    expect(context.reportError).toHaveBeenCalledWith(
      "User data wasn't received",
      expect.any(Error),
    );
  });

  it('does not wait for the token, whose failure is reported under its product name', async () => {
    const csrf = apiFor('csrf-error');
    const session = await loadSession(csrf.api);
    expect(session.status).toBe('ready');
    if (session.status !== 'ready') return;
    await expect(session.csrfToken()).rejects.toThrow('status: 500');
    expect(csrf.reportError).toHaveBeenCalledWith("CSRF token wasn't received", expect.any(Error));
  });

  it('fetches the token again after a failed fetch, and only then', async () => {
    const { api } = apiFor('paid');
    const getCsrfToken = vi
      .spyOn(api, 'getCsrfToken')
      .mockRejectedValueOnce(new Error('status: 500'));
    const session = await loadSession(api);
    if (session.status !== 'ready') throw new Error('ready expected');
    await expect(session.csrfToken()).rejects.toThrow('status: 500');
    await expect(session.csrfToken()).resolves.toEqual(expect.any(String));
    await session.csrfToken();
    expect(getCsrfToken).toHaveBeenCalledTimes(2);
  });
});

describe('createSessionSource', () => {
  it('loads once for every route and again on retry', async () => {
    const { api } = apiFor('paid');
    const getContext = vi.spyOn(api, 'getContext');
    const source = createSessionSource(api);
    const [first, second] = await Promise.all([source.load(), source.load()]);
    expect(first).toBe(second);
    expect(getContext).toHaveBeenCalledTimes(1);
    await source.retry();
    expect(getContext).toHaveBeenCalledTimes(2);
  });

  it('tells every resolved session to onLoaded, whichever page asked, and no failed one', async () => {
    const { api } = apiFor('paid');
    const onLoaded = vi.fn();
    const source = createSessionSource(api, undefined, onLoaded);
    const session = await source.load();
    await source.load();
    expect(onLoaded).toHaveBeenCalledTimes(1);
    expect(onLoaded).toHaveBeenCalledWith(session);
    await source.retry();
    expect(onLoaded).toHaveBeenCalledTimes(2);
    vi.spyOn(api, 'getContext').mockRejectedValueOnce(new Error('offline'));
    await expect(source.retry()).rejects.toThrow('offline');
    expect(onLoaded).toHaveBeenCalledTimes(2);
  });

  it('gives the resolved session at once, for a first render without a placeholder', async () => {
    const { api } = apiFor('paid');
    const source = createSessionSource(api);
    expect(source.loaded()).toBeUndefined();
    const session = await source.load();
    expect(source.loaded()).toBe(session);
    const again = source.retry();
    expect(source.loaded()).toBeUndefined();
    const reloaded = await again;
    expect(source.loaded()).toBe(reloaded);
  });
});
