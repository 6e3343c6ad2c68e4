import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, requireTestChromium } from '../../scripts/chromium.mjs';

// Debian's Chromium headless shell (the full Chromium where it is not installed): the configs fail
// at once, saying how to install it, when neither is there.
const chromiumPath = requireTestChromium();

/**
 * What both Playwright configs (the mock build, the fault suite) share: Debian's Chromium (its
 * headless shell), the CI policy (one retry, no `.only`), the reporter, the assertion time-out and
 * failure traces.
 *
 * On CI a failed test is traced on its retry, not every test from its start: recording a trace
 * (a DOM snapshot per action) costs every passing test about 14% of its time on a 2-core machine.
 * Locally, with no retry, a failed test keeps the trace of its one run.
 */
export function sharedSettings(baseURL: string) {
  return {
    retries: process.env.CI ? 1 : 0,
    forbidOnly: Boolean(process.env.CI),
    reporter: [['list']],
    expect: { timeout: 10_000 },
    use: {
      baseURL,
      trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
      launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS },
    },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  } satisfies PlaywrightTestConfig;
}
