import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config.ts';
import { gzipSync } from 'node:zlib';
export default defineConfig((env) => {
  const cfg = (base as any)(env);
  cfg.plugins.push({
    name: 'analyze',
    generateBundle(_o: any, bundle: any) {
      for (const [file, chunk] of Object.entries<any>(bundle)) {
        if (chunk.type !== 'chunk' || !/app-|index-/.test(file)) continue;
        const rows = Object.entries<any>(chunk.modules).map(([id, m]) => [id.replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, 'nm:').replace(/.*\/work\/main\//, ''), m.renderedLength, gzipSync(m.code ?? '', { level: 9 }).length]);
        rows.sort((a: any, b: any) => b[1] - a[1]);
        console.log('\n== ' + file + ' ' + chunk.code.length);
        for (const r of rows) console.log(String(r[1]).padStart(8), String(r[2]).padStart(7), r[0]);
      }
    },
  });
  return cfg;
});
