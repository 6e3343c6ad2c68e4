import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig } from 'tsup';
import { supportedLanguages } from './src/languages/languages';

// Each locale file is also an entry point, so its chunk gets a readable, stable name
// (dist/locales/de.js, and dist/locales/de-outcome.js and de-pages.js for its parts) instead of
// translation-<hash>.js; the import() calls of index and its parts' table point at them.
const localeEntries = Object.fromEntries(
  supportedLanguages.flatMap((language) => [
    [`locales/${language}`, `src/locales/${language}/translation.json`],
    [`locales/${language}-outcome`, `src/locales/${language}/outcome.json`],
    [`locales/${language}-pages`, `src/locales/${language}/pages.json`],
  ]),
);

/**
 * tsup's second pass that splits the CJS build writes the build machine's absolute path into each
 * `.cjs.map` (its `file`, and the CJS file itself among the `sources`): made relative to the map,
 * as in the ESM maps, so the published package carries no path of the machine that built it.
 */
async function relativeCjsSourceMaps(dir = 'dist') {
  const entries = await readdir(dir, { recursive: true });
  for (const entry of entries.filter((name) => name.endsWith('.cjs.map'))) {
    const file = path.join(dir, entry);
    const map = JSON.parse(await readFile(file, 'utf8')) as { file?: string; sources: string[] };
    const relative = (source: string) =>
      path.isAbsolute(source) ? path.relative(path.dirname(path.resolve(file)), source) : source;
    map.sources = map.sources.map(relative);
    if (map.file) map.file = relative(map.file);
    await writeFile(file, JSON.stringify(map));
  }
}

export default defineConfig({
  entry: { index: 'src/index.ts', react: 'src/react/index.ts', ...localeEntries },
  format: ['esm', 'cjs'],
  dts: { entry: { index: 'src/index.ts', react: 'src/react/index.ts' } },
  // Code splitting for CJS too (esbuild only splits ESM by itself).
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react/jsx-runtime'],
  onSuccess: () => relativeCjsSourceMaps(),
});
