// Size budget of the engine: its ESM build bundled with the zod it uses, minified and gzipped.
// Usage: node scripts/size.mjs (after `pnpm build`). Exits non-zero over the budget.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// 10 KB until the offer policy (src/offers, about 0.75 KB gzip) and trimText (75 bytes) were
// added; raised on purpose.
const BUDGET_BYTES = 11 * 1024;
const entry = fileURLToPath(new URL('../dist/index.js', import.meta.url));

if (!existsSync(entry)) {
  console.error(`size: ${entry} is missing; run \`pnpm build\` first.`);
  process.exit(1);
}

const result = await build({
  entryPoints: [entry],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'neutral',
  write: false,
  logLevel: 'silent',
});
const code = result.outputFiles[0].contents;
const gzipped = gzipSync(code, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

console.log(
  `survey-engine + zod/mini: ${kb(code.length)} minified, ${kb(gzipped)} gzip ` +
    `(budget ${kb(BUDGET_BYTES)} gzip)`,
);
if (gzipped > BUDGET_BYTES) {
  console.error(`size: over budget by ${gzipped - BUDGET_BYTES} bytes`);
  process.exit(1);
}
