import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __CANCEL_FLOW_MOCK__: 'false' },
  resolve: { conditions: ['@cancel-flow/source', ...defaultClientConditions] },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'boot/**/*.test.ts'],
    environment: 'node',
  },
});
