// Runs the Lighthouse CLI (mobile form factor, default simulated throttling) in a child process so
// its CPU-heavy analysis never delays the in-process server it measures.
import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import { chromiumPath } from './chromium.mjs';
import { median } from './step1-report.mjs';

export const LIGHTHOUSE_CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking';
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/**
 * Audits `url` and returns its summary; the full JSON report is written to `reportPath`.
 * Rejects when Lighthouse fails or reports a runtime error (e.g. the page did not load).
 */
export async function runLighthouse(url, { reportPath }) {
  await mkdir(path.dirname(reportPath), { recursive: true });
  const args = [
    lighthouseCli,
    url,
    '--form-factor=mobile',
    `--only-categories=${LIGHTHOUSE_CATEGORIES.join(',')}`,
    `--chrome-flags=${LIGHTHOUSE_CHROME_FLAGS}`,
    '--output=json',
    `--output-path=${reportPath}`,
    '--quiet',
  ];
  const stderr = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromiumPath() },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`Lighthouse failed on ${url} (${signal ?? code}):\n${output}`)),
    );
  });
  const report = JSON.parse(await readFile(reportPath, 'utf8'));
  if (report.runtimeError) {
    throw new Error(`Lighthouse could not audit ${url}: ${report.runtimeError.message}\n${stderr}`);
  }
  return summarizeReport(report);
}

/** The scores and metrics this benchmark prints, from a Lighthouse JSON report (LHR). */
export function summarizeReport(report) {
  const score = (id) => report.categories[id]?.score ?? null;
  const metric = (id) => report.audits[id]?.numericValue ?? null;
  const failing = (id) =>
    (report.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => report.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => audit.id);
  return {
    url: report.finalDisplayedUrl ?? report.requestedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
    failedAudits: {
      accessibility: failing('accessibility'),
      bestPractices: failing('best-practices'),
    },
    lighthouseVersion: report.lighthouseVersion,
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
  };
}

/**
 * Of several audits of one page, the one with the median performance score (as Lighthouse
 * advises: one audit moves with whatever else the machine is doing).
 */
export function medianRun(runs) {
  const middle = median(runs.map((run) => run.performance ?? 0));
  return runs.reduce((best, run) =>
    Math.abs((run.performance ?? 0) - middle) < Math.abs((best.performance ?? 0) - middle)
      ? run
      : best,
  );
}

/** Lighthouse's targets from issue 7; CLS must be exactly 0. */
export const LIGHTHOUSE_TARGETS = {
  performance: 0.95,
  accessibility: 1,
  bestPractices: 1,
  cls: 0,
};

export function meetsTargets(summary) {
  return (
    (summary.performance ?? 0) >= LIGHTHOUSE_TARGETS.performance &&
    (summary.accessibility ?? 0) >= LIGHTHOUSE_TARGETS.accessibility &&
    (summary.bestPractices ?? 0) >= LIGHTHOUSE_TARGETS.bestPractices &&
    summary.cls === LIGHTHOUSE_TARGETS.cls
  );
}
