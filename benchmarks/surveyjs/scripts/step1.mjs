#!/usr/bin/env node
// Issue 13's step-1 benchmark: cancel-web's /cancel/seo, the open-source @churnkey/react peer,
// SurveyJS and a floor page, served together (gzip on, mock API) and timed in one loop. Each round
// opens every page once, in a rotated order, in a fresh Chromium context (390×844, cache off, CPU
// slowed 4×); step 1 is the first frame in which the title and the first answer are laid out.
// Prints JS + CSS gzip per page, the medians, the ratios to the peer and the floor with PASS/FAIL,
// and Lighthouse (mobile) on /cancel/seo, the median of three audits.
//
//   node scripts/step1.mjs [--no-build] [--runs N] [--cpu-slowdown N] [--no-lighthouse]
//                          [--lighthouse-runs N]
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { buildForBench } from './lib/build.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { medianRun, runLighthouse } from './lib/lighthouse-run.mjs';
import {
  PHONE_VIEWPORT,
  recordDownloads,
  STEP_1_TEXTS,
  timeToStep1,
  totals,
} from './lib/page-load.mjs';
import { isMain, paths } from './lib/paths.mjs';
import { formatKB } from './lib/sizes.mjs';
import { step1JsOfBuild } from './lib/step1-js.mjs';
import { gzipSizeOfFiles } from './lib/step1-size.mjs';
import {
  formatLighthouseVerdicts,
  formatLoadNote,
  formatRatioIntervals,
  formatStep1Table,
  jsTargetVerdict,
  lighthouseVerdicts,
  median,
  step1Rows,
} from './lib/step1-report.mjs';
import { startServer } from './serve.mjs';

export const STEP_1_PAGES = [
  {
    id: 'cancel-web',
    label: 'cancel-web /cancel/seo',
    base: '/cancel/',
    dir: paths.cancelWebDist,
    path: '/cancel/seo?lang=en',
  },
  {
    id: 'churnkey',
    label: 'peer: @churnkey/react',
    base: '/churnkey/',
    dir: paths.churnkeyDist,
    path: '/churnkey/',
  },
  {
    id: 'surveyjs',
    label: 'SurveyJS',
    base: '/bench/surveyjs/',
    dir: paths.surveyjsDist,
    path: '/bench/surveyjs/',
  },
  {
    id: 'floor',
    label: 'floor (fetch user, one radio)',
    base: '/bench/floor/',
    dir: paths.floorDir,
    path: '/bench/floor/',
  },
];

/** Round `round` (0-based) visits the pages starting at a different one each time. */
export function rotated(items, round) {
  const start = items.length === 0 ? 0 : round % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

async function measure(server, pages, { runs, cpuSlowdown }) {
  const results = Object.fromEntries(pages.map((p) => [p.id, { label: p.label, times: [] }]));
  const browser = await launchChromium();
  try {
    for (const page of pages) {
      const files = await recordDownloads(browser, `${server.origin}${page.path}`, {
        texts: STEP_1_TEXTS,
        viewport: PHONE_VIEWPORT,
      });
      const sums = totals(files);
      Object.assign(results[page.id], {
        jsGzip: sums.js.gzipBytes,
        cssGzip: sums.css.gzipBytes,
        files: files.map((f) => new URL(f.url).pathname),
      });
    }
    for (let round = 0; round < runs; round++) {
      const line = [];
      for (const page of rotated(pages, round)) {
        const ms = await timeToStep1(browser, `${server.origin}${page.path}`, { cpuSlowdown });
        results[page.id].times.push(ms);
        line.push(`${page.id} ${Math.round(ms)}`);
      }
      console.log(`round ${round + 1}/${runs}: ${line.join(', ')} ms`);
    }
  } finally {
    await browser.close();
  }
  for (const result of Object.values(results)) result.medianMs = median(result.times);
  return results;
}

/** Which pages can be served; prints a skip line for each that cannot. */
function availablePages(cancelWebBuilt) {
  return STEP_1_PAGES.filter((page) => {
    if (page.id === 'cancel-web' && !cancelWebBuilt) {
      console.log('Skipping cancel-web: its build failed (see above).');
      return false;
    }
    if (existsSync(path.join(page.dir, 'index.html'))) return true;
    const hint =
      page.id === 'churnkey'
        ? ' (the shared anchors are not on this machine; CHURNKEY_DIST points elsewhere)'
        : '';
    console.log(`Skipping ${page.label}: no index.html in ${page.dir}${hint}.`);
    return false;
  });
}

export async function runStep1Bench({
  build = true,
  cancelWeb = true,
  runs = 7,
  cpuSlowdown = 4,
  lighthouse = true,
  lighthouseRuns = 3,
} = {}) {
  const built = build ? await buildForBench() : { cancelWeb };
  const pages = availablePages(built.cancelWeb);
  const server = await startServer({ roots: pages.map(({ base, dir }) => ({ base, dir })) });
  let results;
  let lighthouseSummary;
  const machine = { cores: availableParallelism(), startLoad: loadavg()[0] };
  try {
    results = await measure(server, pages, { runs, cpuSlowdown });
    machine.endLoad = loadavg()[0];
    if (lighthouse && results['cancel-web']) {
      const audits = [];
      for (let run = 1; run <= lighthouseRuns; run++) {
        console.log(`Lighthouse (mobile) on /cancel/seo (${run}/${lighthouseRuns})…`);
        const reportPath = path.join(paths.reportsDir, `step1-cancel-seo-${run}.report.json`);
        audits.push({
          ...(await runLighthouse(`${server.origin}/cancel/seo?lang=en`, { reportPath })),
          reportPath,
        });
      }
      lighthouseSummary = {
        ...medianRun(audits),
        auditScores: audits.map((audit) => audit.performance),
      };
    }
  } finally {
    await server.close();
  }
  let staticJs;
  if (results['cancel-web']) {
    const { usable: files, firstPaint } = step1JsOfBuild(paths.cancelWebDist);
    staticJs = {
      files,
      gzipBytes: await gzipSizeOfFiles(paths.cancelWebDist, files),
      firstPaintFiles: firstPaint,
      firstPaintGzipBytes: await gzipSizeOfFiles(paths.cancelWebDist, firstPaint),
    };
  }
  const outcome = {
    measuredAt: new Date().toISOString(),
    runs,
    cpuSlowdown,
    results,
    lighthouse: lighthouseSummary,
    staticJs,
    machine,
  };
  await mkdir(paths.reportsDir, { recursive: true });
  await writeFile(
    path.join(paths.reportsDir, 'step1.json'),
    `${JSON.stringify(outcome, null, 2)}\n`,
  );
  return outcome;
}

export function printStep1Bench({ results, runs, cpuSlowdown, lighthouse, staticJs, machine }) {
  console.log(
    `\nStep 1 (title and first answer painted), headless Chromium 390×844, CPU ${cpuSlowdown}× ` +
      `slower, gzip on, median of ${runs} interleaved rounds. KB = 1,024 bytes, gzip level 9.\n` +
      "'rounds' gives a page's fastest and slowest visit. 'vs peer' and 'vs floor' divide the " +
      "medians (the targets' figure); 'paired' is the median of the per-round ratios, which " +
      'cancels drifts in background load.\n',
  );
  console.log(formatStep1Table(step1Rows(results)));
  const intervals = formatRatioIntervals(results);
  if (intervals) console.log(`\n${intervals}`);
  if (machine?.endLoad !== undefined) console.log(`\n${formatLoadNote(machine)}`);
  if (staticJs) {
    console.log(
      `\ncancel-web JS before step 1 is usable, from index.html and the Vite manifest (the size ` +
        `budget's figure): ${formatKB(staticJs.gzipBytes)} in ${staticJs.files.length} files ` +
        `(target ${jsTargetVerdict(staticJs.gzipBytes)}); ` +
        `Chromium requested ${formatKB(results['cancel-web'].jsGzip)} before step 1 painted. Of the ` +
        `budget's, ${formatKB(staticJs.firstPaintGzipBytes)} (${staticJs.firstPaintFiles.join(', ')}) ` +
        'runs before the prerendered step 1 paints.',
    );
  }
  if (lighthouse) {
    console.log(`\n${formatLighthouseVerdicts(lighthouseVerdicts(lighthouse))}`);
    if (lighthouse.auditScores?.length > 1) {
      const scores = lighthouse.auditScores.map((score) => score?.toFixed(2) ?? 'n/a');
      console.log(
        `The audit with the median performance score of ${scores.length} (${scores.join(', ')}).`,
      );
    }
  }
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      'no-lighthouse': { type: 'boolean', default: false },
      'lighthouse-runs': { type: 'string', default: '3' },
      runs: { type: 'string', default: '7' },
      'cpu-slowdown': { type: 'string', default: '4' },
    },
  });
  const outcome = await runStep1Bench({
    build: !values['no-build'],
    runs: Math.max(1, Number(values.runs) || 7),
    cpuSlowdown: Number(values['cpu-slowdown']) || 4,
    lighthouse: !values['no-lighthouse'],
    lighthouseRuns: Math.max(1, Number(values['lighthouse-runs']) || 3),
  });
  printStep1Bench(outcome);
  if (!outcome.results['cancel-web']) process.exitCode = 1;
}
