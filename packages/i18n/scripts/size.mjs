// Measures each built language chunk (dist/locales/<lang>.js) as a customer downloads it:
// minified, then gzipped. Prints a table; exits 1 when a chunk is missing or over budget.
// Run after `pnpm build`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

const budgetBytes = 6 * 1024;
const root = new URL('../', import.meta.url);

// esbuild comes with tsup (a devDependency), so no extra dependency is needed.
const requireFromTsup = createRequire(createRequire(import.meta.url).resolve('tsup'));
const { transform } = requireFromTsup('esbuild');

let supportedLanguages;
try {
  ({ supportedLanguages } = await import(new URL('dist/index.js', root).href));
} catch (error) {
  console.error(`dist/index.js cannot be loaded: run pnpm build first (${error.message})`);
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const rows = [];
const failures = [];
for (const language of supportedLanguages) {
  const chunk = `dist/locales/${language}.js`;
  let source;
  try {
    source = readFileSync(new URL(chunk, root), 'utf8');
  } catch {
    failures.push(`${language}: ${chunk} is missing (run pnpm build first)`);
    continue;
  }
  const { code } = await transform(source, { minify: true, format: 'esm', target: 'es2022' });
  const gzip = gzipSync(code, { level: 9 }).length;
  const over = gzip > budgetBytes;
  if (over) {
    failures.push(`${language}: ${chunk} is ${kb(gzip)} gzip, over the ${kb(budgetBytes)} budget`);
  }
  rows.push([language, chunk, kb(Buffer.byteLength(code)), kb(gzip), over ? 'OVER' : 'ok']);
}

const table = [['language', 'chunk', 'minified', 'gzip', `budget ${kb(budgetBytes)}`], ...rows];
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
for (const row of table) {
  console.log(
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
}
if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} language chunks are within budget.`);
