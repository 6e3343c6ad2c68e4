import react from '@vitejs/plugin-react';
import type { Connect } from 'vite';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/** The flow lives at /cancel (SPEC §2): serve the bare path by redirecting to /cancel/. */
function bareBasePathRedirect(): Plugin {
  const redirect: Connect.NextHandleFunction = (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/cancel') return next();
    response.statusCode = 302;
    response.setHeader('Location', `/cancel/${url.search}`);
    response.end();
  };
  return {
    name: 'cancel-flow:bare-base-path',
    configureServer: (server) => void server.middlewares.use(redirect),
    configurePreviewServer: (server) => void server.middlewares.use(redirect),
  };
}

// `--mode mock` (pnpm start, end-to-end tests, demos) switches the mock API on; every other build
// leaves `__CANCEL_FLOW_MOCK__` false so the mock code is tree-shaken out of production bundles.
export default defineConfig(({ mode }) => ({
  base: '/cancel/',
  plugins: [react(), bareBasePathRedirect()],
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
