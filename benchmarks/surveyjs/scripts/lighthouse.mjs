#!/usr/bin/env node
// Lighthouse (mobile, default simulated throttling, Debian's Chromium) on cancel-web's production
// build served with the mock API — /cancel/seo step 1, /cancel/no-subscription and a confirm page —
// and on the SurveyJS page. Prints scores and metrics; reports go to .lighthouse/.
//
//   node scripts/lighthouse.mjs [--no-build] [--runs N]
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { buildForBench } from './lib/build.mjs';
import {
  LIGHTHOUSE_TARGETS,
  medianRun,
  meetsTargets,
  runLighthouse,
} from './lib/lighthouse-run.mjs';
import { isMain, paths } from './lib/paths.mjs';
import { formatTable } from './lib/sizes.mjs';
import { startServer } from './serve.mjs';

/** The audited pages; `path` may depend on the running server (a fresh confirmation key). */
export const PAGES = [
  { id: 'cancel-seo', app: 'cancel-web', path: () => '/cancel/seo?lang=en' },
  {
    id: 'cancel-no-subscription',
    app: 'cancel-web',
    path: () => '/cancel/no-subscription?lang=en',
  },
  {
    id: 'cancel-confirm',
    app: 'cancel-web',
    // The paid scenario's mock e-mail link for seo, as the check-your-email screen would show it.
    path: (server) => {
      server.mockState('paid').issueConfirmationKey('seo');
      return `${server.mockState('paid').confirmationLink('seo')}&lang=en`;
    },
  },
  { id: 'surveyjs', app: 'surveyjs', path: () => '/bench/surveyjs/' },
];

export const SUMMARY_FILE = path.join(paths.reportsDir, 'summary.json');

/**
 * Audits every page whose app is built (after building, unless `build` is false). Resolves
 * `{ results, missing }`; `results[id]` is a summary from lib/lighthouse-run.mjs.
 */
export async function runLighthouseBench({ build = true, runs = 1, pages = PAGES } = {}) {
  const built = build ? await buildForBench() : { cancelWeb: true };
  const cancelWebBuilt =
    built.cancelWeb && existsSync(path.join(paths.cancelWebDist, 'index.html'));
  if (!existsSync(path.join(paths.surveyjsDist, 'index.html'))) {
    throw new Error(
      `No SurveyJS build in ${paths.surveyjsDist}: run \`pnpm build\` in this package`,
    );
  }
  const roots = [{ base: '/bench/surveyjs/', dir: paths.surveyjsDist }];
  if (cancelWebBuilt) roots.push({ base: '/cancel/', dir: paths.cancelWebDist });

  const server = await startServer({ roots });
  const results = {};
  const missing = [];
  try {
    for (const page of pages) {
      if (page.app === 'cancel-web' && !cancelWebBuilt) {
        missing.push(page.id);
        continue;
      }
      const pageRuns = [];
      for (let run = 1; run <= runs; run++) {
        const url = `${server.origin}${page.path(server)}`;
        console.log(`Lighthouse ${page.id} (${run}/${runs}): ${url}`);
        const reportPath = path.join(paths.reportsDir, `${page.id}-${run}.report.json`);
        pageRuns.push({ ...(await runLighthouse(url, { reportPath })), reportPath });
      }
      results[page.id] = medianRun(pageRuns);
    }
  } finally {
    await server.close();
  }
  await mkdir(paths.reportsDir, { recursive: true });
  await writeFile(
    SUMMARY_FILE,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), results, missing }, null, 2)}\n`,
  );
  return { results, missing };
}

const score = (value) => (value === null ? 'n/a' : value.toFixed(2));
const ms = (value) => (value === null ? 'n/a' : `${Math.round(value)} ms`);

export function formatLighthouseTable(results) {
  return formatTable(
    ['page', 'performance', 'accessibility', 'best practices', 'LCP', 'TBT', 'CLS', 'targets'],
    Object.entries(results).map(([id, r]) => [
      id,
      score(r.performance),
      score(r.accessibility),
      score(r.bestPractices),
      ms(r.lcpMs),
      ms(r.tbtMs),
      r.cls === null ? 'n/a' : r.cls.toFixed(3),
      id.startsWith('cancel-') ? (meetsTargets(r) ? 'met' : 'MISSED') : '(reference)',
    ]),
  );
}

export function printLighthouseResults({ results, missing }) {
  console.log(
    `\nLighthouse ${Object.values(results)[0]?.lighthouseVersion ?? ''}, mobile, simulated throttling:\n`,
  );
  console.log(formatLighthouseTable(results));
  console.log(
    `\nTargets for cancel-web: performance >= ${LIGHTHOUSE_TARGETS.performance}, accessibility ` +
      `${LIGHTHOUSE_TARGETS.accessibility}, best practices ${LIGHTHOUSE_TARGETS.bestPractices}, CLS ${LIGHTHOUSE_TARGETS.cls}.`,
  );
  for (const [id, r] of Object.entries(results)) {
    const failed = [...r.failedAudits.accessibility, ...r.failedAudits.bestPractices];
    if (failed.length > 0) console.log(`${id}: failed audits: ${failed.join(', ')}`);
  }
  if (missing.length > 0) {
    console.error(`\nNot measured (cancel-web is not built): ${missing.join(', ')}`);
  }
  console.log(`\nFull reports: ${paths.reportsDir}`);
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      runs: { type: 'string', default: '1' },
    },
  });
  const outcome = await runLighthouseBench({
    build: !values['no-build'],
    runs: Math.max(1, Number(values.runs) || 1),
  });
  printLighthouseResults(outcome);
  if (outcome.missing.length > 0) process.exitCode = 1;
}
