/// <reference types="vite/client" />
/// <reference types="@cancel-flow/i18n/typed-keys" />

/** True only in `--mode mock` builds: the mock API and its development-only links. */
declare const __CANCEL_FLOW_MOCK__: boolean;

interface ImportMetaEnv {
  readonly VITE_API_ORIGIN?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_HOMEPAGE_URL?: string;
  readonly VITE_SUPPORT_URL?: string;
  readonly VITE_EXTRA_TOOLS_URL?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_RESEND_COOLDOWN_SECONDS?: string;
  readonly VITE_ALLOWED_REDIRECT_ORIGINS?: string;
  readonly VITE_OFFER_DISCOUNT_PERCENT_MONTHLY?: string;
  readonly VITE_OFFER_DISCOUNT_PERCENT_ANNUAL?: string;
  readonly VITE_OFFER_LOYAL_PRICE_MONTHLY?: string;
  readonly VITE_OFFER_LOYAL_PRICE_ANNUAL?: string;
}
