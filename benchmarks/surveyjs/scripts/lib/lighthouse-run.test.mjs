import { describe, expect, it } from 'vitest';

import { medianRun, meetsTargets, summarizeReport } from './lighthouse-run.mjs';

function report({ performance = 0.97, accessibility = 1, cls = 0, contrast = 1 } = {}) {
  return {
    lighthouseVersion: '12.8.2',
    requestedUrl: 'http://127.0.0.1/cancel/seo',
    finalDisplayedUrl: 'http://127.0.0.1/cancel/seo',
    environment: { benchmarkIndex: 900 },
    categories: {
      performance: { score: performance, auditRefs: [] },
      accessibility: {
        score: accessibility,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'meta-viewport', weight: 0 },
        ],
      },
      'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
    },
    audits: {
      'largest-contentful-paint': { id: 'largest-contentful-paint', numericValue: 1800.4 },
      'total-blocking-time': { id: 'total-blocking-time', numericValue: 40 },
      'cumulative-layout-shift': { id: 'cumulative-layout-shift', numericValue: cls },
      'first-contentful-paint': { id: 'first-contentful-paint', numericValue: 900 },
      'color-contrast': { id: 'color-contrast', score: contrast },
      'meta-viewport': { id: 'meta-viewport', score: 0 },
      'errors-in-console': { id: 'errors-in-console', score: 1 },
    },
  };
}

describe('summarizeReport', () => {
  it('keeps the scores and metrics the benchmark prints', () => {
    expect(summarizeReport(report())).toMatchObject({
      url: 'http://127.0.0.1/cancel/seo',
      performance: 0.97,
      accessibility: 1,
      bestPractices: 1,
      lcpMs: 1800.4,
      tbtMs: 40,
      cls: 0,
      failedAudits: { accessibility: [], bestPractices: [] },
    });
  });

  it('names the weighted audits that failed', () => {
    const summary = summarizeReport(report({ accessibility: 0.93, contrast: 0 }));
    expect(summary.failedAudits.accessibility).toEqual(['color-contrast']);
  });
});

describe('meetsTargets', () => {
  it('needs performance >= 0.95, full accessibility and best practices, and no layout shift', () => {
    expect(meetsTargets(summarizeReport(report()))).toBe(true);
    expect(meetsTargets(summarizeReport(report({ performance: 0.94 })))).toBe(false);
    expect(meetsTargets(summarizeReport(report({ accessibility: 0.98 })))).toBe(false);
    expect(meetsTargets(summarizeReport(report({ cls: 0.001 })))).toBe(false);
  });
});

describe('medianRun', () => {
  it('keeps the audit with the median performance score, with its own metrics', () => {
    const audits = [
      { performance: 0.99, lcpMs: 1800 },
      { performance: 0.78, lcpMs: 2034 },
      { performance: 0.98, lcpMs: 1900 },
    ];
    expect(medianRun(audits)).toBe(audits[2]);
    expect(medianRun([audits[1]])).toBe(audits[1]);
  });
});
