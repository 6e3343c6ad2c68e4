import { defineConfig } from '@playwright/test';
import { sharedSettings } from './playwright.chromium';

// The production build, served by the fault-injecting server (e2e-faults/server.mjs), in Debian's
// Chromium. One worker: the fault rules are the server's, shared by every test.
const port = Number(process.env.FAULTS_PORT ?? 4821);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e-faults',
  outputDir: './test-results/faults',
  fullyParallel: false,
  workers: 1,
  ...sharedSettings(baseURL),
  timeout: 60_000,
  webServer: {
    // The production build, with error reporting pointed at the fault server's envelope endpoint.
    command: `pnpm exec vite build --outDir dist-faults --logLevel warn && node e2e-faults/server.mjs`,
    env: {
      FAULTS_PORT: String(port),
      FAULTS_OTHER_PORT: String(port + 1),
      VITE_SENTRY_DSN: `http://public@localhost:${port}/1`,
    },
    url: `${baseURL}/cancel/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
