// Debian's Chromium driven by playwright-core, with the path and flags every test run uses.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../../../scripts/chromium.mjs';

export { chromiumPath };

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}
