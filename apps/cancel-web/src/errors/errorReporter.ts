import { scrubPersonalData } from './scrubPersonalData';

/** The one place errors go: the console always, Sentry when a DSN is configured. */
export interface ErrorReporter {
  report(name: string, error: unknown): void;
}

export interface ErrorReporterOptions {
  readonly dsn: string | undefined;
  readonly host: string;
  /** Loads the Sentry SDK; injected so tests need no network and production loads it lazily. */
  readonly loadSentry?: () => Promise<SentryLike>;
}

export interface SentryLike {
  init(options: Record<string, unknown>): unknown;
  captureException(error: unknown, context?: Record<string, unknown>): unknown;
  browserTracingIntegration(): unknown;
}

/** SPEC §9: environment 'rc' when the host contains rc, otherwise 'production'. */
export function environmentForHost(host: string): 'rc' | 'production' {
  return host.includes('rc') ? 'rc' : 'production';
}

// The SDK's own option types are stricter than this adapter needs; it only uses these members.
const loadSentrySdk = () => import('@sentry/browser') as unknown as Promise<SentryLike>;

export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const { dsn, host } = options;
  let sentry: Promise<SentryLike | undefined> | undefined;

  function sentryClient(): Promise<SentryLike | undefined> {
    if (!dsn) return Promise.resolve(undefined);
    sentry ??= (options.loadSentry ?? loadSentrySdk)()
      .then((sdk) => {
        sdk.init({
          dsn,
          environment: environmentForHost(host),
          integrations: [sdk.browserTracingIntegration()],
          // SPEC §9: full trace sampling.
          tracesSampleRate: 1,
          sendDefaultPii: false,
          beforeSend: (event: unknown) => scrubPersonalData(event),
          beforeSendTransaction: (event: unknown) => scrubPersonalData(event),
          beforeBreadcrumb: (breadcrumb: unknown) => scrubPersonalData(breadcrumb),
        });
        return sdk;
      })
      .catch((loadError: unknown) => {
        console.error('Error reporting could not be started', loadError);
        return undefined;
      });
    return sentry;
  }

  if (dsn) void sentryClient();

  return {
    report(name, error) {
      console.error(name, error);
      void sentryClient().then((sdk) =>
        sdk?.captureException(error, { tags: { failure: name }, extra: { name } }),
      );
    },
  };
}
