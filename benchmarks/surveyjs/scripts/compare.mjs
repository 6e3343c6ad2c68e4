#!/usr/bin/env node
// cancel-web against SurveyJS, side by side on the same step 1: JS + CSS gzip bytes downloaded
// before the question shows, the median time until it is painted in headless Chromium with the
// CPU slowed 4×, and Lighthouse performance. Prints each figure and the SurveyJS/cancel-web ratio.
//
//   node scripts/compare.mjs [--no-build] [--runs N] [--cpu-slowdown N]
import { existsSync, statSync } from 'node:fs';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { buildForBench } from './lib/build.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { runLighthouse } from './lib/lighthouse-run.mjs';
import { median, recordDownloads, STEP_1, timeToQuestion, totals } from './lib/page-load.mjs';
import { isMain, paths } from './lib/paths.mjs';
import { formatKB, formatTable } from './lib/sizes.mjs';
import { SUMMARY_FILE } from './lighthouse.mjs';
import { startServer } from './serve.mjs';

export const SIDES = [
  {
    id: 'cancel-web',
    lighthouseId: 'cancel-seo',
    base: '/cancel/',
    dir: paths.cancelWebDist,
    path: '/cancel/seo?lang=en',
  },
  {
    id: 'surveyjs',
    lighthouseId: 'surveyjs',
    base: '/bench/surveyjs/',
    dir: paths.surveyjsDist,
    path: '/bench/surveyjs/',
  },
];

const questionVisible = (page) =>
  page.getByText(STEP_1.question, { exact: true }).first().waitFor({ state: 'visible' });

/** Lighthouse results of `pnpm bench`'s Lighthouse step, if newer than every build measured. */
async function freshLighthouseResults(sides) {
  if (!existsSync(SUMMARY_FILE)) return {};
  const summaryTime = statSync(SUMMARY_FILE).mtimeMs;
  const stale = sides.some(
    (side) => statSync(path.join(side.dir, 'index.html')).mtimeMs > summaryTime,
  );
  if (stale) return {};
  return JSON.parse(await readFile(SUMMARY_FILE, 'utf8')).results ?? {};
}

/** Bytes downloaded before the question shows, then the throttled timings, into `results`. */
async function measureInChromium(server, sides, results, { runs, cpuSlowdown }) {
  const browser = await launchChromium();
  try {
    for (const side of sides) {
      const files = await recordDownloads(browser, `${server.origin}${side.path}`, {
        ready: questionVisible,
      });
      Object.assign(results[side.id], totals(files));
    }
    // Alternating the sides spreads any background load on the machine over both.
    for (let run = 1; run <= runs; run++) {
      for (const side of sides) {
        const ms = await timeToQuestion(browser, `${server.origin}${side.path}`, { cpuSlowdown });
        results[side.id].times.push(ms);
        console.log(`run ${run}/${runs} ${side.id}: question painted after ${Math.round(ms)} ms`);
      }
    }
  } finally {
    await browser.close();
  }
}

/**
 * Measures both sides: only SurveyJS when cancel-web is not built or, with `cancelWeb: false`,
 * when its build is known to be stale.
 */
export async function runCompare({
  build = true,
  cancelWeb = true,
  runs = 7,
  cpuSlowdown = 4,
} = {}) {
  const built = build ? await buildForBench() : { cancelWeb };
  const sides = SIDES.filter(
    (side) =>
      (side.id !== 'cancel-web' || built.cancelWeb) &&
      existsSync(path.join(side.dir, 'index.html')),
  );
  const missing = SIDES.filter((side) => !sides.includes(side)).map((side) => side.id);
  if (!sides.some((side) => side.id === 'surveyjs')) {
    throw new Error(
      `No SurveyJS build in ${paths.surveyjsDist}: run \`pnpm build\` in this package`,
    );
  }

  const server = await startServer({ roots: sides.map(({ base, dir }) => ({ base, dir })) });
  const results = Object.fromEntries(sides.map((side) => [side.id, { times: [] }]));
  try {
    await measureInChromium(server, sides, results, { runs, cpuSlowdown });
    const earlier = await freshLighthouseResults(sides);
    for (const side of sides) {
      let lighthouse = earlier[side.lighthouseId];
      if (!lighthouse) {
        console.log(`Lighthouse ${side.id}…`);
        const reportPath = path.join(paths.reportsDir, `compare-${side.id}.report.json`);
        lighthouse = await runLighthouse(`${server.origin}${side.path}`, { reportPath });
      }
      results[side.id].lighthousePerformance = lighthouse.performance;
    }
  } finally {
    await server.close();
  }

  for (const result of Object.values(results)) result.medianMs = median(result.times);
  const outcome = { measuredAt: new Date().toISOString(), runs, cpuSlowdown, results, missing };
  await mkdir(paths.reportsDir, { recursive: true });
  await writeFile(
    path.join(paths.reportsDir, 'compare.json'),
    `${JSON.stringify(outcome, null, 2)}\n`,
  );
  return outcome;
}

const ratio = (surveyjs, cancelWeb) =>
  surveyjs === undefined || cancelWeb === undefined || cancelWeb === 0
    ? ''
    : `${(surveyjs / cancelWeb).toFixed(1)}×`;

export function formatComparison({ results, runs, cpuSlowdown }) {
  const a = results['cancel-web'];
  const b = results.surveyjs;
  const cell = (result, format) => (result ? format(result) : 'not built');
  const rows = [
    ['JS gzip', (r) => r.js.gzipBytes, formatKB],
    ['CSS gzip', (r) => r.css.gzipBytes, formatKB],
    ['JS + CSS gzip', (r) => r.js.gzipBytes + r.css.gzipBytes, formatKB],
    ['JS + CSS files', (r) => r.js.files + r.css.files, String],
    [
      `question painted, CPU ${cpuSlowdown}× slower (median of ${runs})`,
      (r) => r.medianMs,
      (v) => `${Math.round(v)} ms`,
    ],
    ['Lighthouse performance (mobile)', (r) => r.lighthousePerformance, (v) => (v ?? 0).toFixed(2)],
  ];
  return formatTable(
    ['', 'cancel-web', 'SurveyJS', 'SurveyJS / cancel-web'],
    rows.map(([label, pick, format]) => [
      label,
      cell(a, (r) => format(pick(r))),
      cell(b, (r) => format(pick(r))),
      a && b ? ratio(pick(b), pick(a)) : '',
    ]),
  );
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      runs: { type: 'string', default: '7' },
      'cpu-slowdown': { type: 'string', default: '4' },
    },
  });
  const outcome = await runCompare({
    build: !values['no-build'],
    runs: Math.max(5, Number(values.runs) || 7),
    cpuSlowdown: Number(values['cpu-slowdown']) || 4,
  });
  console.log(`\n${formatComparison(outcome)}`);
  if (outcome.missing.length > 0) {
    console.error(`\nNot measured (not built): ${outcome.missing.join(', ')}`);
    process.exitCode = 1;
  }
}
