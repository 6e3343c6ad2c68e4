import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Connect } from 'vite';
// The API paths' one home, read from source: the config is bundled before any package is built.
import { API_PATHS } from '../../packages/api-client/src/client/api-paths.ts';
import { bootWatch } from './boot/bootWatchPlugin.ts';
import {
  APP_CHUNK_NAME,
  APP_MODULE,
  languageOfModule,
  textPartOfModule,
} from './boot/buildOutput.mjs';
import { compileHints } from './boot/compileHintsPlugin.ts';
import { firstSteps } from './boot/firstStepPlugin.ts';
import { smallPreloadHelper } from './boot/preloadHelperPlugin.ts';
import { productNames } from './boot/productNamesPlugin.ts';
import { pureReactRouter } from './boot/pureRouterPlugin.ts';
import { unusedReactExports } from './boot/reactExportsPlugin.ts';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  loadEnv,
  type Plugin,
} from 'vite';

/** The flow lives at /cancel (product §2): serve the bare path by redirecting to /cancel/. */
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
 * Starts the user request (product §4's first call) while the app's bundle still downloads: the
 * browser reuses the preloaded response for the app's own get-context call. Not in mock builds,
 * where the mock service worker must answer that call.
 */
function preloadUserRequest(apiOrigin: string): Plugin {
  return {
    name: 'cancel-flow:preload-user-request',
    // Right after <title>, the first request after the page's own: on a real backend it is the
    // slowest call of the page load.
    transformIndexHtml: (html) =>
      html.replace(
        '</title>',
        `</title>\n    <link rel="preload" href="${apiOrigin.replace(/\/+$/, '')}${API_PATHS.getContext}" as="fetch" crossorigin="anonymous">`,
      ),
  };
}

/**
 * The entry runs as soon as it has downloaded (`async`), not after the stylesheet and the whole
 * document like a deferred module: it only starts the page's requests and paints the prerendered
 * first step (which waits for the stylesheet anyway), and waits for #root itself (main.ts).
 */
function asyncEntryScript(): Plugin {
  const entryTag = '<script type="module" crossorigin src=';
  return {
    name: 'cancel-flow:async-entry-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (html.split(entryTag).length !== 2) {
          throw new Error(
            `index.html: expected one entry script (${entryTag}…), found another shape`,
          );
        }
        return html.replace(entryTag, '<script type="module" async crossorigin src=');
      },
    },
  };
}

/**
 * Source maps never ship with the site (they hold the whole source). When
 * `CANCEL_FLOW_SOURCEMAP_DIR` is set, the build makes hidden maps (no `sourceMappingURL` in the
 * bundles) and moves them out of the output folder into that directory, for upload to error
 * reporting; otherwise it makes none.
 */
function moveSourceMapsOut(directory: string): Plugin {
  return {
    name: 'cancel-flow:move-source-maps-out',
    apply: 'build',
    writeBundle(output, bundle) {
      const outDir = output.dir ?? 'dist';
      mkdirSync(directory, { recursive: true });
      for (const file of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        cpSync(join(outDir, file), join(directory, file));
        rmSync(join(outDir, file));
      }
    },
  };
}

/** The mock API's start (mock builds only), imported by main.ts. */
const MOCK_MODULE = '/src/mock/startMockApi.ts';

const sourceMapDir = process.env.CANCEL_FLOW_SOURCEMAP_DIR?.trim()
  ? resolve(process.env.CANCEL_FLOW_SOURCEMAP_DIR.trim())
  : undefined;

// `--mode mock` (pnpm start, end-to-end tests, demos) switches the mock API on; every other build
// leaves `__CANCEL_FLOW_MOCK__` false so the mock code is tree-shaken out of production bundles.
export default defineConfig(({ mode }) => ({
  base: '/cancel/',
  plugins: [
    react(),
    bareBasePathRedirect(),
    bootWatch(loadEnv(mode, process.cwd()).VITE_SUPPORT_EMAIL || 'support@example.com'),
    mode === 'mock' ? null : preloadUserRequest(loadEnv(mode, process.cwd()).VITE_API_ORIGIN ?? ''),
    compileHints(),
    asyncEntryScript(),
    pureReactRouter(),
    unusedReactExports(),
    smallPreloadHelper(),
    productNames(loadEnv(mode, process.cwd(), 'CANCEL_FLOW_').CANCEL_FLOW_PRODUCT_NAMES),
    firstSteps(),
    sourceMapDir ? moveSourceMapsOut(sourceMapDir) : null,
  ],
  // The MSW worker file is served only by the mock build, never shipped in production.
  publicDir: mode === 'mock' ? 'public-mock' : false,
  // A language's texts are imported whole (`loadLocale`): one default export, without a named
  // export per top-level key beside it (0.1 KB gzip less in each language's chunk).
  json: { namedExports: false },
  define: {
    __CANCEL_FLOW_MOCK__: JSON.stringify(mode === 'mock'),
  },
  resolve: {
    // Workspace packages are read from source: no package build is needed to run the app.
    conditions: ['@cancel-flow/source', ...defaultClientConditions],
  },
  // The build's Node side (boot/firstStepPlugin.ts) reads them from source too.
  ssr: { resolve: { conditions: ['@cancel-flow/source', ...defaultServerConditions] } },
  build: {
    outDir: mode === 'mock' ? 'dist-mock' : 'dist',
    target: 'es2022',
    // Browsers preload modules natively (Chromium 66+, Safari 17+, Firefox 115+); an older one
    // ignores the hint and fetches the entry's imports once it has parsed it, one round trip
    // later. Not worth the polyfill's bytes in the entry every browser runs.
    modulePreload: { polyfill: false },
    sourcemap: sourceMapDir ? 'hidden' : false,
    // dist/.vite/manifest.json: the chunk graph the size budget reads to find what step 1 loads.
    manifest: true,
    rollupOptions: {
      output: {
        // Everything the entry imports statically in one file, the entry itself: left to itself,
        // rolldown splits the modules the later pages share with it (React, the page frame) into
        // chunks of their own, three more requests before step 1 and about 1.6 KB more gzip.
        // Lazy pages and the language chunks stay separate.
        // The same for the app's chunk (APP_MODULE, which the entry imports once the first step
        // is painted) and what it imports: one file.
        // Mock builds: the mock API and what it shares with the app in a chunk of their own, ahead
        // of the app's (main.ts starts the mock before anything else; the app's chunk may wait).
        codeSplitting: {
          groups: [
            ...(mode === 'mock'
              ? [
                  {
                    name: 'startMockApi',
                    test: (id: string) => id.endsWith(MOCK_MODULE),
                    priority: 1,
                  },
                ]
              : []),
            { name: 'index', tags: ['$initial'] },
            { name: APP_CHUNK_NAME, test: (id) => id.endsWith(APP_MODULE) },
          ],
        },
        // Each language's chunk carries its code (assets/locale-de-<hash>.js, and
        // assets/outcome-de-<hash>.js and pages-de-<hash>.js for its parts): easy to tell apart in
        // a network log, and for the fault tests to target.
        chunkFileNames: (chunk) => {
          const language = languageOfModule(chunk.facadeModuleId);
          if (language) return `assets/locale-${language}-[hash].js`;
          const text = textPartOfModule(chunk.facadeModuleId);
          return text
            ? `assets/${text.part}-${text.language}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  preview: {
    port: Number(process.env.PORT ?? 4173),
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
  },
}));
