import { existsSync } from 'node:fs';
import { devices, type PlaywrightTestConfig } from '@playwright/test';

// Debian's Chromium (Playwright cannot download its own browsers here): say so clearly if missing.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
}

/** Browser settings both Playwright configs (mock build, fault suite) share. */
export const chromium = {
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
} satisfies { launchOptions: object; projects: PlaywrightTestConfig['projects'] };
