import { scrubPersonalData } from './scrubPersonalData';

/** The one place errors go: the console always, Sentry when a DSN is configured. */
export interface ErrorReporter {
  /** Reports `error` under its failure name (product §8), e.g. "User data wasn't received". */
  report(name: string, error: unknown): void;
  /**
   * Values that must never appear in a report (the signed-in customer's name and e-mail, the
   * confirm key): removed from every later event, breadcrumb and transaction.
   */
  protect(...values: readonly (string | null | undefined)[]): void;
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

/** product §9: environment 'rc' when the host contains rc, otherwise 'production'. */
export function environmentForHost(host: string): 'rc' | 'production' {
  return host.includes('rc') ? 'rc' : 'production';
}

// The SDK's own option types are stricter than this adapter needs; it only uses these members.
const loadSentrySdk = () => import('@sentry/browser') as unknown as Promise<SentryLike>;

export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const { dsn, host } = options;
  let sentry: Promise<SentryLike | undefined> | undefined;
  const personalValues = new Set<string>();
  const scrub = <T>(value: T): T => scrubPersonalData(value, { personalValues });

  function sentryClient(): Promise<SentryLike | undefined> {
    if (!dsn) return Promise.resolve(undefined);
    sentry ??= (options.loadSentry ?? loadSentrySdk)()
      .then((sdk) => {
        sdk.init({
          dsn,
          environment: environmentForHost(host),
          integrations: [sdk.browserTracingIntegration()],
          // product §9: full trace sampling.
          tracesSampleRate: 1,
          sendDefaultPii: false,
          // In this SDK (v11) `dataCollection`, not `sendDefaultPii`, decides what is collected:
          // `userInfo` (default true) makes every envelope ask Sentry to infer the IP address
          // (`sdk.settings.infer_ip: 'auto'`) and sessions carry `ip_address: '{{auto}}'`.
          dataCollection: {
            userInfo: false,
            cookies: false,
            httpHeaders: false,
            httpBodies: [],
            urlQueryParams: false,
          },
          // An explicit null user IP also tells Sentry not to infer one.
          initialScope: { user: { ip_address: null } },
          beforeSend: (event: unknown) => withoutUser(scrub(event)),
          // Whole transactions (not streamed spans), so beforeSendTransaction sees every span;
          // with v11's default 'stream' it would be skipped.
          traceLifecycle: 'static',
          beforeSendTransaction: (event: unknown) => withoutUser(scrub(event)),
          beforeBreadcrumb: (breadcrumb: unknown) => scrub(breadcrumb),
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
        sdk?.captureException(error, { tags: { failure: name }, extra: { failure: name } }),
      );
    },
    protect(...values) {
      for (const value of values) if (value?.trim()) personalValues.add(value);
    },
  };
}

/** Events carry no user at all, only the null IP that stops Sentry inferring it. */
function withoutUser(event: unknown): unknown {
  if (event === null || typeof event !== 'object') return event;
  return { ...event, user: { ip_address: null } };
}
