import { describe, expect, it } from 'vitest';
import { readSettings } from './settings';

describe('readSettings', () => {
  it('has working defaults when nothing is configured', () => {
    expect(readSettings({})).toEqual({
      apiOrigin: '',
      supportEmail: 'support@example.com',
      homepageUrl: '/',
      supportUrl: 'mailto:support@example.com',
      extraToolsUrl: 'https://example.com/kb/extra-tools/',
      sentryDsn: undefined,
      resendCooldownSeconds: 60,
      allowedRedirectOrigins: [],
      offers: { discountPercent: {}, loyalPrice: {} },
    });
  });

  it('reads what the offers are worth per billing period, leaving out unusable amounts', () => {
    expect(
      readSettings({
        VITE_OFFER_DISCOUNT_PERCENT_MONTHLY: ' 30 ',
        VITE_OFFER_DISCOUNT_PERCENT_ANNUAL: 'lots',
        VITE_OFFER_LOYAL_PRICE_MONTHLY: '99.95 usd',
        VITE_OFFER_LOYAL_PRICE_ANNUAL: '999',
      }).offers,
    ).toEqual({
      discountPercent: { monthly: 30 },
      loyalPrice: { monthly: { amount: 99.95, currency: 'USD' } },
    });
  });

  it('reads the allowed redirect origins as origins, leaving out anything else', () => {
    expect(
      readSettings({
        VITE_ALLOWED_REDIRECT_ORIGINS:
          'https://www.example.com/login/, http://id.example.com:8080 javascript:alert(1) nonsense',
      }).allowedRedirectOrigins,
    ).toEqual(['https://www.example.com', 'http://id.example.com:8080']);
  });

  it('reads the deployment settings, trimming blanks and a trailing slash of the API origin', () => {
    const settings = readSettings({
      VITE_API_ORIGIN: ' https://api.example.com/ ',
      VITE_SUPPORT_EMAIL: 'help@example.org',
      VITE_HOMEPAGE_URL: 'https://www.example.org/',
      VITE_SUPPORT_URL: '',
      VITE_SENTRY_DSN: '  ',
      VITE_RESEND_COOLDOWN_SECONDS: '30',
    });
    expect(settings).toMatchObject({
      apiOrigin: 'https://api.example.com',
      supportEmail: 'help@example.org',
      homepageUrl: 'https://www.example.org/',
      supportUrl: 'mailto:help@example.org',
      sentryDsn: undefined,
      resendCooldownSeconds: 30,
    });
  });

  it.each(['-5', '1.5', 'soon'])('ignores an unusable resend cool-down %j', (raw) => {
    expect(readSettings({ VITE_RESEND_COOLDOWN_SECONDS: raw }).resendCooldownSeconds).toBe(60);
  });
});
