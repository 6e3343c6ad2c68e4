import type { Plugin } from 'vite';
import { chunksOf } from './compileHintsPlugin.ts';

/** The module Vite's build imports wherever a chunk is loaded with `import()`. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * The helper's code: starts a `modulepreload` of each JS file the loaded chunk imports
 * (`deps`, paths under the base), so they download in parallel with the chunk instead of after
 * it, then loads the chunk. Stylesheets in `deps` are the entry's, already on the page.
 */
export function preloadHelperCode(base: string): string {
  return [
    `const base = ${JSON.stringify(base)};`,
    'export const __vitePreload = (load, deps) => {',
    '  for (const dep of deps ?? []) {',
    '    if (!dep.endsWith(".js")) continue;',
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    '    link.crossOrigin = "";',
    '    link.href = base + dep;',
    '    document.head.append(link);',
    '  }',
    '  return load();',
    '};',
  ].join('\n');
}

/**
 * Replaces Vite's preload helper (1.9 KB minified, 0.6 KB gzip, in the entry every visit runs
 * before the first step paints) with {@link preloadHelperCode}: the same parallel download of a
 * lazy chunk's imports, without what this app does not use. Vite's also loads a lazy chunk's own
 * stylesheet, reads a CSP nonce from a `<meta>` and dispatches `vite:preloadError`; the app has
 * one stylesheet, which index.html loads, so the build fails if a lazy chunk brings another.
 */
export function smallPreloadHelper(): Plugin {
  let base = '/';
  return {
    name: 'cancel-flow:small-preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      // Vite names a dependency by its path under the base; a relative base would need the
      // importer's URL, which this helper does not take.
      if (!config.base.startsWith('/')) {
        throw new Error(`smallPreloadHelper needs an absolute base, not '${config.base}'`);
      }
      base = config.base;
    },
    load(id) {
      return id === PRELOAD_HELPER_ID ? preloadHelperCode(base) : null;
    },
    generateBundle(_options, bundle) {
      const entryCss = new Set<string>();
      const chunks = [...chunksOf(bundle).values()];
      for (const chunk of chunks)
        if (chunk.isEntry)
          for (const css of chunk.viteMetadata?.importedCss ?? []) entryCss.add(css);
      for (const chunk of chunks) {
        const own = [...(chunk.viteMetadata?.importedCss ?? [])].filter(
          (css) => !entryCss.has(css),
        );
        if (own.length > 0) {
          this.error(
            `${chunk.fileName} brings its own stylesheet (${own.join(', ')}), which the app's ` +
              'preload helper (boot/preloadHelperPlugin.ts) does not load: import it from the entry.',
          );
        }
      }
    },
  };
}
