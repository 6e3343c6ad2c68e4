import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@cancel-flow/source'] },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
