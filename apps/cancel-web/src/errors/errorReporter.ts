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

// The SDK's own option types are stricter than this adapter needs; it only uses these members.
const loadSentrySdk = () => import('./sentrySdk') as unknown as Promise<SentryLike>;

export interface StartableErrorReporter extends ErrorReporter {
  /**
   * Loads and starts Sentry (with a DSN) before any report, for the page's traces (product §9's
   * full sampling). The boot calls it once the app has rendered, so that the SDK (about 52 KB
   * gzip) never competes with step 1; a report starts it at once.
   */
  start(): void;
}

export function createErrorReporter(options: ErrorReporterOptions): StartableErrorReporter {
  const { dsn, host } = options;
  let sentry: Promise<SentryLike | undefined> | undefined;
  const personalValues = new Set<string>();

  function sentryClient(): Promise<SentryLike | undefined> {
    if (!dsn) return Promise.resolve(undefined);
    // The SDK and its set-up with the scrubbing (startSentry) load only when a DSN is set.
    sentry ??= Promise.all([(options.loadSentry ?? loadSentrySdk)(), import('./startSentry')])
      .then(([sdk, { startSentry }]) => startSentry(sdk, { dsn, host, personalValues }))
      .catch((loadError: unknown) => {
        console.error('Error reporting could not be started', loadError);
        // A download that failed (a phone losing its signal) is asked for again by the next
        // report, so the rest of the visit is not left unreported.
        sentry = undefined;
        return undefined;
      });
    return sentry;
  }

  return {
    start: () => void sentryClient(),
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
