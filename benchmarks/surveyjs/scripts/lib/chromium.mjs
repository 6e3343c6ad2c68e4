// Debian's Chromium driven by playwright-core (Playwright cannot download its own browsers here).
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}
