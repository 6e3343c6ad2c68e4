import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, requireTestChromium } from '../../scripts/chromium.mjs';

// Debian's Chromium headless shell (the full Chromium where it is not installed): the config fails
// at once, saying how to install it, when neither is there.
const chromiumPath = requireTestChromium();

const dirname = path.dirname(fileURLToPath(import.meta.url));

// `pnpm test` renders every story in headless Chromium, runs its play function and fails on any
// accessibility violation (parameters.a11y.test = 'error' in preview.tsx).
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          sequence: { groupOrder: 0 },
          // A play function may wait up to PAGE_LOAD (15 s, src/screens/pageChecks.ts) for each of
          // its steps: a story that hangs then fails on the step that hung, with its query, not
          // on the whole test's time-out.
          testTimeout: 45_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // The built Storybook's docs pages in Chromium (needs `pnpm build` first; turbo's test
        // task depends on it). After the stories, not beside them: a second Chromium loading
        // framed stories would slow the stories' own browser down.
        test: {
          name: 'docs-pages',
          sequence: { groupOrder: 1 },
          include: ['docs-pages/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
