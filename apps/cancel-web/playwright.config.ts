import { defineConfig } from '@playwright/test';
import { sharedSettings } from './playwright.chromium';

// End-to-end tests click through the mock-API build (docs/product.md §10) in Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  ...sharedSettings(baseURL),
  timeout: 45_000,
  webServer: {
    command: `pnpm exec vite build --mode mock --logLevel warn && pnpm exec vite preview --mode mock --outDir dist-mock --port ${port} --strictPort`,
    url: `${baseURL}/cancel/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
