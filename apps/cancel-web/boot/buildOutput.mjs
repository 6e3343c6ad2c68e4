// What the production build's output holds, shared by the build's plugins (vite.config.ts) and the
// scripts that read the output (scripts/check-production-build.mjs, the benchmark's size budget).

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read it as a comment): every
 * function in the file is compiled eagerly, on the background thread that streams the download,
 * instead of lazily on the main thread the first time it runs.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * `key` and every manifest key it imports statically, transitively, in the Vite manifest
 * (dist/.vite/manifest.json): the chunks loaded with it.
 */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The Vite manifest has no chunk '${key}'`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}
