import { defineConfig } from '@playwright/test';
import { chromium } from './playwright.chromium';

// End-to-end tests click through the mock-API build (docs/product.md §10) in Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromium.launchOptions,
  },
  projects: chromium.projects,
  webServer: {
    command: `pnpm exec vite build --mode mock --logLevel warn && pnpm exec vite preview --mode mock --outDir dist-mock --port ${port} --strictPort`,
    url: `${baseURL}/cancel/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
