// Debian's Chromium, the one browser every test and the benchmark start (Playwright cannot download
// its own browsers on this project's machines): its path, its flags and the check that it is there.
import { existsSync } from 'node:fs';

/** The flags every headless run uses (no sandbox in containers, nothing phoning home). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** `CHROMIUM_PATH`, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** `chromiumPath()`, or an error that says how to install it when nothing is there. */
export function requireChromium() {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  return path;
}
