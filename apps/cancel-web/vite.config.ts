import react from '@vitejs/plugin-react';
import type { Connect } from 'vite';
import { defaultClientConditions, defineConfig, loadEnv, type Plugin } from 'vite';

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

/**
 * Starts the user request (SPEC §4's first call) while the app's bundle still downloads: the
 * browser reuses the preloaded response for the app's own get-context call. Not in mock builds,
 * where the mock service worker must answer that call.
 */
function preloadUserRequest(apiOrigin: string): Plugin {
  return {
    name: 'cancel-flow:preload-user-request',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          href: `${apiOrigin.replace(/\/+$/, '')}/cancel/api/get-context/`,
          as: 'fetch',
          crossorigin: 'anonymous',
        },
        injectTo: 'head',
      },
    ],
  };
}

// `--mode mock` (pnpm start, end-to-end tests, demos) switches the mock API on; every other build
// leaves `__CANCEL_FLOW_MOCK__` false so the mock code is tree-shaken out of production bundles.
export default defineConfig(({ mode }) => ({
  base: '/cancel/',
  plugins: [
    react(),
    bareBasePathRedirect(),
    mode === 'mock' ? null : preloadUserRequest(loadEnv(mode, process.cwd()).VITE_API_ORIGIN ?? ''),
  ],
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
    // dist/.vite/manifest.json: the chunk graph the size budget reads to find what step 1 loads.
    manifest: true,
  },
  preview: {
    port: Number(process.env.PORT ?? 4173),
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
  },
}));
