// Loaded by the error reporter only when a DSN is set (with the Sentry SDK): the set-up and the
// scrubbing of personal data stay off step 1's path.
import type { SentryLike } from './errorReporter';
import { scrubPersonalData } from './scrubPersonalData';

/** product §9: environment 'rc' when the host contains rc, otherwise 'production'. */
export function environmentForHost(host: string): 'rc' | 'production' {
  return host.includes('rc') ? 'rc' : 'production';
}

export interface SentrySetup {
  readonly dsn: string;
  readonly host: string;
  /** The values `protect` collected, read at each event: they are removed wherever they appear. */
  readonly personalValues: ReadonlySet<string>;
}

/** Starts `sdk` so that no event, transaction or breadcrumb carries personal data. */
export function startSentry(sdk: SentryLike, { dsn, host, personalValues }: SentrySetup) {
  const scrub = <T>(value: T): T => scrubPersonalData(value, { personalValues });
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
}

/** Events carry no user at all, only the null IP that stops Sentry inferring it. */
function withoutUser(event: unknown): unknown {
  if (event === null || typeof event !== 'object') return event;
  return { ...event, user: { ip_address: null } };
}
