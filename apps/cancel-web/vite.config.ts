import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// `--mode mock` (pnpm start, end-to-end tests, demos) switches the mock API on; every other build
// leaves `__CANCEL_FLOW_MOCK__` false so the mock code is tree-shaken out of production bundles.
export default defineConfig(({ mode }) => ({
  base: '/cancel/',
  plugins: [react()],
  define: {
    __CANCEL_FLOW_MOCK__: JSON.stringify(mode === 'mock'),
  },
  resolve: {
    // Workspace packages are read from source: no package build is needed to run the app.
    conditions: ['@cancel-flow/source', ...defaultClientConditions],
  },
  build: {
    outDir: mode === 'mock' ? 'dist-mock' : 'dist',
    target: 'es2022',
    sourcemap: true,
  },
  preview: {
    port: Number(process.env.PORT ?? 4173),
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
  },
}));
