#!/usr/bin/env node
// `pnpm bench`: builds once, then Lighthouse on every page and the cancel-web/SurveyJS comparison.
// Exits 1 when cancel-web could not be built or served, after measuring everything else.
import { buildForBench } from './lib/build.mjs';
import { formatComparison, runCompare } from './compare.mjs';
import { printLighthouseResults, runLighthouseBench } from './lighthouse.mjs';

const built = await buildForBench();
// A failed build may leave an older cancel-web build behind: never measure that one.
const lighthouse = await runLighthouseBench({ build: false, cancelWeb: built.cancelWeb });
const comparison = await runCompare({ build: false, cancelWeb: built.cancelWeb });

printLighthouseResults(lighthouse);
console.log(
  `\ncancel-web against SurveyJS on step 1 (KB = 1,024 bytes, gzip level 9; ratio > 1: SurveyJS is larger/slower/higher):\n`,
);
console.log(formatComparison(comparison));

if (!built.cancelWeb || lighthouse.missing.length > 0 || comparison.missing.length > 0) {
  console.error('\ncancel-web was not measured: see the build output above.');
  process.exitCode = 1;
}
