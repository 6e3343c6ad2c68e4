import type { OfferSettings } from '@cancel-flow/survey-engine';
import { readOfferSettings } from './offerSettings';

/** Deployment settings of the app, read once from the build-time environment (see .env). */
export interface AppSettings {
  /** Origin of the cancellation API; '' means the page's own origin. */
  readonly apiOrigin: string;
  readonly supportEmail: string;
  readonly homepageUrl: string;
  readonly supportUrl: string;
  readonly extraToolsUrl: string;
  /** Sentry DSN; undefined means no error-reporting SDK is loaded. */
  readonly sentryDsn: string | undefined;
  /** Seconds before the confirmation e-mail can be sent again. */
  readonly resendCooldownSeconds: number;
  /** Origins besides the page's own that a redirected API call may send the browser to. */
  readonly allowedRedirectOrigins: readonly string[];
  /** What the retention offers are worth; an offer without its amount is not shown. */
  readonly offers: OfferSettings;
}

type SettingsEnv = Partial<Record<keyof ImportMetaEnv, string | undefined>>;

function value(raw: string | undefined, fallback: string): string {
  const trimmed = raw?.trim();
  return trimmed ? trimmed : fallback;
}

function wholeSeconds(raw: string | undefined, fallback: number): number {
  const seconds = Number(raw?.trim() || Number.NaN);
  return Number.isInteger(seconds) && seconds >= 0 ? seconds : fallback;
}

/** A space- or comma-separated list of http(s) origins; anything else is left out. */
function origins(raw: string | undefined): readonly string[] {
  const result: string[] = [];
  // No empty item reaches `new URL`: the usual empty setting throws nothing on the way to step 1.
  for (const item of (raw ?? '').split(/[\s,]+/).filter(Boolean)) {
    try {
      const url = new URL(item);
      if (url.protocol === 'https:' || url.protocol === 'http:') result.push(url.origin);
    } catch {
      // not a URL: ignored
    }
  }
  return result;
}

export function readSettings(env: SettingsEnv): AppSettings {
  const supportEmail = value(env.VITE_SUPPORT_EMAIL, 'support@example.com');
  return {
    apiOrigin: value(env.VITE_API_ORIGIN, '').replace(/\/+$/, ''),
    supportEmail,
    homepageUrl: value(env.VITE_HOMEPAGE_URL, '/'),
    supportUrl: value(env.VITE_SUPPORT_URL, `mailto:${supportEmail}`),
    extraToolsUrl: value(env.VITE_EXTRA_TOOLS_URL, 'https://example.com/kb/extra-tools/'),
    sentryDsn: env.VITE_SENTRY_DSN?.trim() || undefined,
    resendCooldownSeconds: wholeSeconds(env.VITE_RESEND_COOLDOWN_SECONDS, 60),
    allowedRedirectOrigins: origins(env.VITE_ALLOWED_REDIRECT_ORIGINS),
    offers: readOfferSettings(env),
  };
}
