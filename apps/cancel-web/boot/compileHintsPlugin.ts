import type { Plugin, Rollup } from 'vite';
import { COMPILE_HINT, keysRunOnLoad, runOnLoadParts } from './buildOutput.mjs';

type Chunks = Map<string, Rollup.OutputChunk>;

function chunksOf(bundle: Rollup.OutputBundle): Chunks {
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
 * The code every page load runs: the entry chunk and every chunk it imports statically, then the
 * app's chunk (APP_CHUNK_NAME, imported by the entry once the first step is painted) and its
 * static imports.
 */
export function chunksRunOnLoad(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  const chunks = chunksOf(bundle);
  return [...keysRunOnLoad(chunkGraph(chunks))].flatMap((name) => chunks.get(name) ?? []);
}

/** The app's chunks that the entry does not import statically: index.html preloads them. */
export function appChunksToPreload(bundle: Rollup.OutputBundle): string[] {
  return [...runOnLoadParts(chunkGraph(chunksOf(bundle))).app];
}

/**
 * Puts the compile hint at the top of the chunks every page load runs. They hold React, the
 * router and the product page, nearly all of which step 1 calls: their functions are compiled
 * while they download, off the main thread, so evaluating them and rendering the first page do
 * not stop to compile each function they call. Lazy chunks (later steps, other pages) keep V8's
 * lazy compilation. Vite then puts its preload helper above the hint in the entry; V8 applies the
 * hint to the functions after it. Source maps move down by the one line.
 *
 * And index.html preloads the app's chunks (`modulepreload`): the entry imports them only once
 * the first step is painted, so they download meanwhile instead of after it.
 */
export function compileHints(): Plugin {
  let base = '/';
  return {
    name: 'cancel-flow:compile-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      for (const chunk of chunksRunOnLoad(bundle)) {
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
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        return appChunksToPreload(context.bundle).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
