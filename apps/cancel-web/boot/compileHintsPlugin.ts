import type { Plugin, Rollup } from 'vite';
import { COMPILE_HINT, importClosure } from './buildOutput.mjs';

/** The entry chunk and every chunk it imports statically: the code every page load runs. */
export function chunksRunOnLoad(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const item of Object.values(bundle))
    if (item.type === 'chunk') chunks.set(item.fileName, item);
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry).map((c) => c.fileName);
  const names = importClosure(entries, (name) => chunks.get(name)?.imports ?? []);
  return [...names].flatMap((name) => chunks.get(name) ?? []);
}

/**
 * Puts the compile hint at the top of the chunks every page load runs. The entry holds React, the
 * router and the product page, nearly all of which step 1 calls: their functions are compiled
 * while they download, off the main thread, so evaluating the entry and rendering the first page
 * do not stop to compile each function they call. Lazy chunks (later steps, other pages) keep
 * V8's lazy compilation. Vite then puts its preload helper above the hint in the entry; V8 applies
 * the hint to the functions after it. Source maps move down by the one line.
 */
export function compileHints(): Plugin {
  return {
    name: 'cancel-flow:compile-hints',
    apply: 'build',
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
  };
}
