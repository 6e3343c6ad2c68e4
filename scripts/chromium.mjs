// Debian's Chromium (Playwright cannot download its own browsers on this project's machines): the
// browsers the tests and the benchmark start, their flags and the check that they are there.
//
// Two builds of the same Chromium version from Debian:
//   chromium                  the full browser: the benchmark, Lighthouse, the README's screenshots,
//                             and the tests that need a feature only it has (the back/forward cache)
//   chromium-headless-shell   the same Blink and V8 without the browser around them, the build
//                             Playwright itself runs for headless tests: the test suites' browser,
//                             at about half the CPU per end-to-end test on two cores
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

/** `CHROMIUM_HEADLESS_SHELL_PATH`, else Debian's /usr/bin/chromium-headless-shell. */
export function headlessShellPath() {
  return process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
}

/**
 * The browser of the test suites (Playwright, Storybook's browser mode): the headless shell when it
 * is installed, else the full Chromium (`requireChromium()`), which runs every test the same, only
 * slower.
 */
export function requireTestChromium() {
  const shell = headlessShellPath();
  return existsSync(shell) ? shell : requireChromium();
}

/** `chromiumPath()`, or an error that says how to install it when nothing is there. */
export function requireChromium() {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}: install Debian's chromium (apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH.`,
    );
  }
  return path;
}
