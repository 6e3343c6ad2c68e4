#!/usr/bin/env node
// Checks cancel-web's production build (apps/cancel-web/dist, built beforehand) against issue 7's
// size budgets: the JS Chromium downloads before step 1 of /cancel/seo shows, each language chunk,
// and all CSS. Every size is gzip level 9 of the file as served. Exits 1 when over budget.
//
//   node scripts/size-budget.mjs [--dist DIR]   (DIR: a cancel-web build, default apps/cancel-web/dist)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import {
  checkBudgets,
  cssFilesOf,
  formatBudgetTable,
  languageChunksOf,
  readLocales,
} from './lib/budgets.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { recordDownloads, STEP_1, totals } from './lib/page-load.mjs';
import { paths } from './lib/paths.mjs';
import { formatKB, formatTable } from './lib/sizes.mjs';
import { startServer } from './serve.mjs';

const STEP_1_URL = '/cancel/seo?lang=en';

function fail(message) {
  console.error(`\nsize-budget: ${message}\n`);
  process.exit(1);
}

const { values } = parseArgs({
  options: { dist: { type: 'string', default: paths.cancelWebDist } },
});
const dist = path.resolve(values.dist);
if (!existsSync(path.join(dist, 'index.html'))) {
  fail(
    `no production build of cancel-web in ${dist}.\n` +
      'Build it with `pnpm --filter @cancel-flow/cancel-web build` (turbo does it before this ' +
      "package's test). The budgets cannot be checked without it.",
  );
}

const locales = await readLocales(path.join(paths.repoRoot, 'packages/i18n/src/locales'));
const languageChunks = await languageChunksOf(dist, locales);
const cssFiles = await cssFilesOf(dist);

const server = await startServer({ roots: [{ base: '/cancel/', dir: dist }] });
const browser = await launchChromium();
let files;
try {
  files = await recordDownloads(browser, `${server.origin}${STEP_1_URL}`, {
    ready: (page) => page.getByRole('heading', { name: STEP_1.heading }).waitFor(),
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await browser.close();
  await server.close();
}

const loaded = totals(files);
console.log(`\nDownloaded by Chromium before step 1 of ${STEP_1_URL} shows:\n`);
console.log(
  formatTable(
    ['file', 'kind', 'raw', 'gzip'],
    files.map((file) => [
      new URL(file.url).pathname,
      file.kind,
      formatKB(file.bytes),
      formatKB(file.gzipBytes),
    ]),
  ),
);
console.log(
  `\nJS: ${loaded.js.files} files, ${formatKB(loaded.js.gzipBytes)} gzip; ` +
    `CSS: ${loaded.css.files} files, ${formatKB(loaded.css.gzipBytes)} gzip\n`,
);

const rows = checkBudgets({ initialJsGzip: loaded.js.gzipBytes, languageChunks, cssFiles });
console.log(formatBudgetTable(rows));

const problems = rows.filter((row) => !row.ok).map((row) => `${row.label} is over budget`);
const expectedLanguages = Object.keys(locales).length;
if (languageChunks.length !== expectedLanguages) {
  problems.push(
    `found ${languageChunks.length} language chunks (dist/assets/translation-*.js), expected ` +
      `${expectedLanguages}, one per packages/i18n/src/locales/*: each language must be its own chunk`,
  );
}
const unlabelled = languageChunks.filter((chunk) => chunk.language === undefined);
if (unlabelled.length > 0) {
  problems.push(`cannot tell the language of ${unlabelled.map((c) => c.file).join(', ')}`);
}
if (problems.length > 0) fail(problems.join('\n'));
console.log('\nAll size budgets met.');
