import { afterEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter, type SentryLike } from './errorReporter';
import { environmentForHost } from './startSentry';
import { REDACTED } from './scrubPersonalData';

function fakeSentry() {
  const sdk = {
    init: vi.fn(),
    captureException: vi.fn(),
    browserTracingIntegration: vi.fn(() => 'tracing'),
  } satisfies SentryLike;
  return sdk;
}

afterEach(() => vi.restoreAllMocks());

describe('environmentForHost', () => {
  it.each([
    ['rc.example.com', 'rc'],
    ['app-rc2.example.com', 'rc'],
    ['www.example.com', 'production'],
    ['localhost:4173', 'production'],
  ])('%s -> %s', (host, environment) => {
    expect(environmentForHost(host)).toBe(environment);
  });
});

describe('createErrorReporter', () => {
  it('logs to the console and loads nothing without a DSN', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loadSentry = vi.fn();
    const reporter = createErrorReporter({ dsn: undefined, host: 'www.example.com', loadSentry });
    reporter.report("User data wasn't received", new Error('boom'));
    await Promise.resolve();
    expect(loadSentry).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith("User data wasn't received", expect.any(Error));
  });

  // What reaches Sentry (no IP, no personal data) is proven on the SDK's real envelopes in
  // errorReporter.envelope.test.ts; this test checks the product §9 settings and the failure name.
  it('starts Sentry with full trace sampling and the rc environment, tagging the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sdk = fakeSentry();
    const reporter = createErrorReporter({
      dsn: 'https://key@sentry.example.com/1',
      host: 'rc.example.com',
      loadSentry: async () => sdk,
    });
    const failure = new Error('Request was failed: url: /cancel/api/get-context/, status: 500');
    reporter.report("User data wasn't received", failure);
    await vi.waitFor(() => expect(sdk.captureException).toHaveBeenCalledTimes(1));

    expect(sdk.init).toHaveBeenCalledTimes(1);
    const options = sdk.init.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(options).toMatchObject({ environment: 'rc', tracesSampleRate: 1 });
    expect(options.integrations).toEqual(['tracing']);
    expect(sdk.captureException).toHaveBeenCalledWith(failure, {
      tags: { failure: "User data wasn't received" },
      extra: { failure: "User data wasn't received" },
    });

    const beforeSend = options.beforeSend as (event: unknown) => unknown;
    expect(
      beforeSend({
        user: { email: 'alex@example.com', id: '42' },
        extra: { comment: 'private', failure: "User data wasn't received" },
      }),
    ).toEqual({
      user: { ip_address: null },
      extra: { comment: REDACTED, failure: "User data wasn't received" },
    });
  });

  it('loads the SDK only when started or at the first report, and once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sdk = fakeSentry();
    const loadSentry = vi.fn(async () => sdk);
    const options = {
      dsn: 'https://key@sentry.example.com/1',
      host: 'www.example.com',
      loadSentry,
    };
    // The boot creates the reporter before step 1: nothing is downloaded then.
    const started = createErrorReporter(options);
    await Promise.resolve();
    expect(loadSentry).not.toHaveBeenCalled();
    started.start();
    started.start();
    started.report('Page was not loaded', new Error('x'));
    await vi.waitFor(() => expect(sdk.captureException).toHaveBeenCalledTimes(1));
    expect(loadSentry).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    // A report before the start loads it too.
    const reported = createErrorReporter(options);
    reported.report("User data wasn't received", new Error('y'));
    await vi.waitFor(() => expect(loadSentry).toHaveBeenCalledTimes(2));
  });

  it('keeps working when the SDK cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reporter = createErrorReporter({
      dsn: 'https://key@sentry.example.com/1',
      host: 'www.example.com',
      loadSentry: () => Promise.reject(new Error('offline')),
    });
    reporter.report('Send confirmation email was failed', new Error('x'));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Error reporting could not be started', expect.any(Error)),
    );
  });

  it('asks for the SDK again at the next report once its download failed, and sends that report', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sdk = fakeSentry();
    const loadSentry = vi
      .fn<() => Promise<SentryLike>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(sdk);
    const reporter = createErrorReporter({
      dsn: 'https://key@sentry.example.com/1',
      host: 'www.example.com',
      loadSentry,
    });
    reporter.start();
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'Error reporting could not be started',
        expect.any(TypeError),
      ),
    );
    expect(sdk.captureException).not.toHaveBeenCalled();
    const failure = new Error('x');
    reporter.report('Page was not loaded', failure);
    await vi.waitFor(() =>
      expect(sdk.captureException).toHaveBeenCalledWith(failure, {
        tags: { failure: 'Page was not loaded' },
        extra: { failure: 'Page was not loaded' },
      }),
    );
    expect(loadSentry).toHaveBeenCalledTimes(2);
    expect(sdk.init).toHaveBeenCalledTimes(1);
  });
});
