import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from '../../scripts/chromium.mjs';

// Debian's Chromium: the configs fail at once, saying how to install it, when it is missing.
const chromiumPath = requireChromium();

/**
 * What both Playwright configs (the mock build, the fault suite) share: Debian's Chromium, the
 * CI policy (one retry, no `.only`), the reporter, the assertion time-out and failure traces.
 */
export function sharedSettings(baseURL: string) {
  return {
    retries: process.env.CI ? 1 : 0,
    forbidOnly: Boolean(process.env.CI),
    reporter: [['list']],
    expect: { timeout: 10_000 },
    use: {
      baseURL,
      trace: 'retain-on-failure',
      launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS },
    },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  } satisfies PlaywrightTestConfig;
}
