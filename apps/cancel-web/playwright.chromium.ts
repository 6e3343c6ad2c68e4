import { existsSync } from 'node:fs';
import { devices, type PlaywrightTestConfig } from '@playwright/test';

// Debian's Chromium (Playwright cannot download its own browsers here): say so clearly if missing.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
}

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
      launchOptions: {
        executablePath: chromiumPath,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  } satisfies PlaywrightTestConfig;
}
