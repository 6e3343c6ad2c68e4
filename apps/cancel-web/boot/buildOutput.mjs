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
 * The language whose texts a module is (`…/locales/<lang>/translation.json`, the i18n package's
 * files), or undefined: how the build names each language's chunk and finds it again.
 */
export function languageOfModule(moduleId) {
  return /locales\/(\w+)\/translation\.json$/.exec(moduleId ?? '')?.[1];
}

/**
 * The part of a language's texts a module is (`…/locales/<lang>/outcome.json` or `pages.json`, the
 * parts loaded apart from its main texts) as `{ part, language }`, or undefined.
 */
export function textPartOfModule(moduleId) {
  const match = /locales\/(\w+)\/(outcome|pages)\.json$/.exec(moduleId ?? '');
  return match ? { part: match[2], language: match[1] } : undefined;
}

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
 * `key` and every key it imports statically, transitively, in a chunk graph: the Vite manifest
 * (dist/.vite/manifest.json, keyed by source path), or the bundle while the build writes it
 * (keyed by file name). The chunks loaded with it.
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
 * The keys of the chunks every page load runs, in a chunk graph (see staticClosure): `entry`, the
 * entry chunks with their static imports; `app`, the app's chunk with the static imports the
 * entry does not already bring (the entry imports those once the first step is painted).
 */
export function runOnLoadParts(graph) {
  const entry = new Set();
  for (const [key, chunk] of Object.entries(graph)) {
    if (chunk.isEntry) staticClosure(graph, key, entry);
  }
  const app = new Set(entry);
  for (const [key, chunk] of Object.entries(graph)) {
    if (chunk.name === APP_CHUNK_NAME && !chunk.isEntry) staticClosure(graph, key, app);
  }
  for (const key of entry) app.delete(key);
  return { entry, app };
}

/** All of runOnLoadParts, the entry's first. */
export function keysRunOnLoad(graph) {
  const { entry, app } = runOnLoadParts(graph);
  return new Set([...entry, ...app]);
}
