// What the production build's output holds, shared by the build's plugins (vite.config.ts) and the
// scripts that read the output (scripts/check-production-build.mjs, the benchmark's size budget).

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read it as a comment): every
 * function in the file is compiled eagerly, on the background thread that streams the download,
 * instead of lazily on the main thread the first time it runs.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The app's module, which the entry (src/main.ts) imports once the first step is painted, and the
 * name of the chunk that holds it with everything it imports (vite.config.ts, `codeSplitting`):
 * that chunk runs on every load too.
 */
export const APP_MODULE = 'src/app/startApp.tsx';
export const APP_CHUNK_NAME = 'app';

/**
 * `roots` and everything they import statically, transitively, depth first in import order:
 * `importsOf(name)` lists what one chunk imports. The one walk behind both views of the chunk
 * graph, the bundle's (while the build writes it) and the Vite manifest's (once it is written).
 */
export function importClosure(roots, importsOf, seen = new Set()) {
  for (const name of roots) {
    if (seen.has(name)) continue;
    seen.add(name);
    importClosure(importsOf(name), importsOf, seen);
  }
  return seen;
}

/**
 * `key` and every manifest key it imports statically, transitively, in the Vite manifest
 * (dist/.vite/manifest.json): the chunks loaded with it.
 */
export function staticClosure(manifest, key, seen = new Set()) {
  return importClosure(
    [key],
    (name) => {
      const chunk = manifest[name];
      if (!chunk) throw new Error(`The Vite manifest has no chunk '${name}'`);
      return chunk.imports ?? [];
    },
    seen,
  );
}

/**
 * The manifest keys of the chunks every page load runs: the entry's and the app's, each with its
 * static imports (the entry's first).
 */
export function keysRunOnLoad(manifest) {
  const keys = new Set();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) staticClosure(manifest, key, keys);
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.name === APP_CHUNK_NAME && !chunk.isEntry) staticClosure(manifest, key, keys);
  }
  return keys;
}
