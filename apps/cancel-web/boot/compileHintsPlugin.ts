import type { Plugin, Rollup } from 'vite';
import { COMPILE_HINT, runOnLoadParts } from './buildOutput.mjs';

type Chunks = Map<string, Rollup.OutputChunk>;

/** The bundle's chunks (not its assets), by file name. */
export function chunksOf(bundle: Rollup.OutputBundle): Chunks {
  const chunks: Chunks = new Map();
  for (const item of Object.values(bundle))
    if (item.type === 'chunk') chunks.set(item.fileName, item);
  return chunks;
}

/**
 * The bundle's chunk graph as buildOutput.mjs reads it, by file name. Imports of modules outside
 * the bundle (externals, as in the build's Node side) are left out.
 */
function chunkGraph(chunks: Chunks) {
  return Object.fromEntries(
    [...chunks].map(([fileName, { isEntry, name, imports }]) => [
      fileName,
      { isEntry, name, imports: imports.filter((imported) => chunks.has(imported)) },
    ]),
  );
}

/**
 * The app's chunk (APP_CHUNK_NAME, imported by the entry once the first step is painted) and its
 * static imports that the entry does not already bring: they carry the compile hint.
 */
export function appChunksOnLoad(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  const chunks = chunksOf(bundle);
  return [...runOnLoadParts(chunkGraph(chunks)).app].flatMap((name) => chunks.get(name) ?? []);
}

/**
 * Puts the compile hint at the top of the app's chunks (appChunksOnLoad). They hold React, the
 * router and the product page, nearly all of which the app's first render calls: their functions
 * are compiled while they download, off the main thread, so evaluating them and rendering the
 * first page do not stop to compile each function they call. The entry keeps V8's lazy
 * compilation: it runs before the first step paints, and compiling all of it eagerly held that up
 * (docs/performance.md, "Phase H"); so do lazy chunks (later steps, other pages). Source maps move
 * down by the one line.
 *
 * index.html does not preload them: their download and compile competed with step 1's paint
 * (about 11% of it), and the prerendered step 1 can be used before the app runs
 * (src/firstStep/previewHandover.ts; docs/performance.md, "Phase R").
 */
export function compileHints(): Plugin {
  return {
    name: 'cancel-flow:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of appChunksOnLoad(bundle)) {
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        const mapFile = bundle[`${chunk.fileName}.map`];
        if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
          const map = JSON.parse(mapFile.source) as { mappings: string };
          map.mappings = `;${map.mappings}`;
          mapFile.source = JSON.stringify(map);
        }
      }
    },
  };
}
