import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@cancel-flow/source'] },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Role queries over jsdom take 0.4–2 s per test here; with turbo running the other packages'
    // tests beside them on two cores, one passed vitest's default 5 s (5.7 s) in a CI run.
    testTimeout: 15_000,
  },
});
