#!/usr/bin/env node
// `pnpm bench`: builds once, then issue 13's step-1 benchmark (cancel-web, the @churnkey/react
// peer, SurveyJS and the floor in one loop) and Lighthouse on /cancel/seo (the median of three
// audits). Prints every median, ratio and verdict. Exits 1 when cancel-web could not be built or
// served; a missed target is printed as FAIL, not an exit code (timings depend on the machine).
//
//   pnpm bench [--runs N] [--cpu-slowdown N] [--no-lighthouse] [--lighthouse-runs N]
import { parseArgs } from 'node:util';

import { buildForBench } from './lib/build.mjs';
import { printStep1Bench, runStep1Bench } from './step1.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    'cpu-slowdown': { type: 'string', default: '4' },
    'no-lighthouse': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '3' },
  },
});

const built = await buildForBench();
const outcome = await runStep1Bench({
  build: false,
  // A failed build may leave an older cancel-web build behind: never measure that one.
  cancelWeb: built.cancelWeb,
  runs: Math.max(1, Number(values.runs) || 7),
  cpuSlowdown: Number(values['cpu-slowdown']) || 4,
  lighthouse: !values['no-lighthouse'],
  lighthouseRuns: Math.max(1, Number(values['lighthouse-runs']) || 3),
});
printStep1Bench(outcome);

if (!outcome.results['cancel-web']) {
  console.error('\ncancel-web was not measured: see the build output above.');
  process.exitCode = 1;
}
