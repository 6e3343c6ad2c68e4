import { describe, expect, it } from 'vitest';

import {
  formatLighthouseVerdicts,
  formatLoadNote,
  formatRatioIntervals,
  formatStep1Table,
  jsTargetVerdict,
  lighthouseVerdicts,
  median,
  pairedRatio,
  ratio,
  ratioInterval,
  roundsRange,
  step1Rows,
  verdictOf,
} from './step1-report.mjs';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(median([900, 700, 800, 1200, 650, 720, 710])).toBe(720);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('ratio', () => {
  it('divides, and is undefined without a positive reference', () => {
    expect(ratio(900, 1000)).toBeCloseTo(0.9);
    expect(ratio(900, undefined)).toBeUndefined();
    expect(ratio(undefined, 1000)).toBeUndefined();
    expect(ratio(900, 0)).toBeUndefined();
  });
});

describe('ratioInterval', () => {
  it('is one value when every round has the same ratio, and says how often the target holds', () => {
    const reference = [100, 250, 180, 90, 400, 130, 210];
    const doubled = reference.map((ms) => ms * 2);
    expect(ratioInterval(doubled, reference, { target: 1.5 })).toEqual({
      low: 2,
      high: 2,
      atOrUnderTarget: 0,
    });
    expect(ratioInterval(doubled, reference, { target: 2.5 })?.atOrUnderTarget).toBe(1);
  });

  it('spans the ratio of medians, wider with few noisy rounds than with many, the same each time', () => {
    const reference = [300, 220, 410, 260, 350, 240, 330];
    const noisy = [430, 610, 380, 700, 450, 520, 390];
    const few = ratioInterval(noisy, reference, { target: 1.5 });
    expect(few).toEqual(ratioInterval(noisy, reference, { target: 1.5 }));
    const medianRatio = median(noisy) / median(reference);
    expect(few.low).toBeLessThanOrEqual(medianRatio);
    expect(few.high).toBeGreaterThanOrEqual(medianRatio);
    expect(few.atOrUnderTarget).toBeGreaterThan(0);
    expect(few.atOrUnderTarget).toBeLessThan(1);
    const many = ratioInterval(
      Array.from({ length: 8 }, () => noisy).flat(),
      Array.from({ length: 8 }, () => reference).flat(),
    );
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
    expect(many.atOrUnderTarget).toBeUndefined();
  });

  it('is undefined without rounds aligned with the reference', () => {
    expect(ratioInterval([100, 200], [100])).toBeUndefined();
    expect(ratioInterval(undefined, [100])).toBeUndefined();
    expect(ratioInterval([100], [0])).toBeUndefined();
  });
});

describe('formatRatioIntervals', () => {
  const results = {
    'cancel-web': { times: [200, 210, 190, 220, 205] },
    churnkey: { times: [400, 420, 380, 440, 410] },
    floor: { times: [100, 105, 95, 110, 102.5] },
  };

  it("gives each anchor's 95% range and how often its target held in the draws", () => {
    expect(formatRatioIntervals(results)).toBe(
      'How sure: the 5 rounds drawn again 2,000 times (the same rounds of each page), 95% of ' +
        "the draws' ratios of medians lie within 0.50–0.50× against the peer (≤ 0.9× in 100% of " +
        'the draws) and 2.00–2.00× against the floor (≤ 1.5× in 0% of the draws).',
    );
  });

  it('leaves out an anchor that did not run, and is undefined without either', () => {
    const { churnkey: _peer, ...withoutPeer } = results;
    expect(formatRatioIntervals(withoutPeer)).toMatch(/within 2\.00–2\.00× against the floor/);
    expect(formatRatioIntervals(withoutPeer)).not.toMatch(/peer/);
    expect(formatRatioIntervals({ 'cancel-web': results['cancel-web'] })).toBeUndefined();
  });
});

describe('pairedRatio', () => {
  it('is the median of the per-round ratios, so a slow round weighs on both pages alike', () => {
    expect(pairedRatio([100, 400, 120], [200, 800, 100])).toBeCloseTo(0.5);
    expect(pairedRatio([100, 200], [100])).toBeUndefined();
    expect(pairedRatio(undefined, [100])).toBeUndefined();
    expect(pairedRatio([100], [0])).toBeUndefined();
  });
});

describe('verdictOf', () => {
  it('passes only within both targets, boundaries included', () => {
    expect(verdictOf({ vsPeer: 0.9, vsFloor: 1.5 })).toBe('PASS');
    expect(verdictOf({ vsPeer: 0.91, vsFloor: 1.2 })).toBe('FAIL (peer 0.910×)');
    expect(verdictOf({ vsPeer: 0.8, vsFloor: 1.51 })).toBe('FAIL (floor 1.510×)');
    // Unrounded: prints as 0.90× in the table, yet misses.
    expect(verdictOf({ vsPeer: 632 / 700, vsFloor: 2.2 })).toBe('FAIL (peer 0.903×, floor 2.200×)');
  });

  it('says which anchor is missing', () => {
    expect(verdictOf({ vsPeer: undefined, vsFloor: 1.2 })).toBe('PASS (floor only: no peer)');
    expect(verdictOf({ vsPeer: 1.2, vsFloor: undefined })).toBe('FAIL (peer only: no floor)');
    expect(verdictOf({})).toBe('n/a');
  });
});

describe('step1Rows', () => {
  const results = {
    'cancel-web': { medianMs: 1546, jsGzip: 127898, cssGzip: 4300 },
    churnkey: { medianMs: 943, jsGzip: 80900, cssGzip: 2662 },
    surveyjs: { medianMs: 2021, jsGzip: 424550, cssGzip: 38195 },
    floor: { medianMs: 604, jsGzip: 0, cssGzip: 0 },
  };

  it('gives every page its ratios to the peer and the floor, and cancel-web a verdict', () => {
    const rows = step1Rows(results);
    expect(rows.map((row) => row.id)).toEqual(['cancel-web', 'churnkey', 'surveyjs', 'floor']);
    const cancelWeb = rows[0];
    expect(cancelWeb.vsPeer).toBeCloseTo(1.639, 3);
    expect(cancelWeb.vsFloor).toBeCloseTo(2.56, 2);
    expect(cancelWeb.verdict).toBe('FAIL (peer 1.639×, floor 2.560×)');
    expect(rows[3].vsFloor).toBe(1);
    expect(rows.slice(1).every((row) => row.verdict === undefined)).toBe(true);
  });

  it('pairs the rounds when every page has its times', () => {
    const rows = step1Rows({
      'cancel-web': { medianMs: 900, times: [900, 1800] },
      churnkey: { medianMs: 1000, times: [1000, 2000] },
      floor: { medianMs: 600, times: [600, 1200] },
    });
    expect(rows[0].pairedVsPeer).toBeCloseTo(0.9);
    expect(rows[0].pairedVsFloor).toBeCloseTo(1.5);
    expect(rows[0].verdict).toBe('PASS');
  });

  it('prints one aligned line per page with sizes, medians, ratios and the verdict', () => {
    const table = formatStep1Table(step1Rows(results)).split('\n');
    expect(table).toHaveLength(6);
    expect(table[0]).toMatch(/^page +JS gzip +CSS gzip +JS \+ CSS gzip +step 1 \(median\)/);
    expect(table[2]).toMatch(
      /^cancel-web +124\.90 KB +4\.20 KB +129\.10 KB +1546 ms +n\/a +1\.64× +2\.56× +n\/a, n\/a +FAIL \(peer 1\.639×, floor 2\.560×\)$/,
    );
    expect(table[5]).toMatch(/^floor +0 B +0 B +0 B +604 ms +n\/a +0\.64× +1\.00× +n\/a, n\/a$/);
  });

  it("prints each page's fastest and slowest round beside its median", () => {
    const table = formatStep1Table(
      step1Rows({
        'cancel-web': { medianMs: 496, times: [445, 937.4, 496, 821, 470] },
        churnkey: { medianMs: 809, times: [809, 790, 850, 800, 812] },
        floor: { medianMs: 445, times: [445, 430, 460, 440, 450] },
      }),
    ).split('\n');
    expect(table[0]).toMatch(/step 1 \(median\) +rounds \(fastest–slowest\) +vs peer/);
    expect(table[2]).toMatch(/^cancel-web .* 496 ms +445–937 ms +0\.61× +1\.11× /);
    expect(table[4]).toMatch(/^floor .* 445 ms +430–460 ms +0\.55× +1\.00× /);
  });
});

describe('roundsRange', () => {
  it('rounds the fastest and the slowest time, and is n/a without rounds', () => {
    expect(roundsRange([821.6, 445.2, 937.5])).toBe('445–938 ms');
    expect(roundsRange([500])).toBe('500–500 ms');
    expect(roundsRange([])).toBe('n/a');
    expect(roundsRange(undefined)).toBe('n/a');
  });
});

describe('jsTargetVerdict', () => {
  it('passes at 100 KB and under, judged on the bytes', () => {
    expect(jsTargetVerdict(102_380)).toBe('≤ 100 KB: PASS');
    expect(jsTargetVerdict(100 * 1024)).toBe('≤ 100 KB: PASS');
  });

  it('fails above it and says by how much', () => {
    expect(jsTargetVerdict(100 * 1024 + 5)).toBe('≤ 100 KB: FAIL (5 B over)');
    expect(jsTargetVerdict(104_448)).toBe('≤ 100 KB: FAIL (2.00 KB over)');
  });
});

describe('lighthouseVerdicts', () => {
  it('checks performance, LCP, accessibility and best practices against issue 13', () => {
    const verdicts = lighthouseVerdicts({
      performance: 0.94,
      lcpMs: 1950,
      accessibility: 1,
      bestPractices: null,
    });
    expect(verdicts.map((v) => [v.label, v.value, v.ok])).toEqual([
      ['performance', '0.94', false],
      ['LCP', '1950 ms', true],
      ['accessibility', '1.00', true],
      ['best practices', 'n/a', false],
    ]);
    expect(formatLighthouseVerdicts(verdicts)).toMatch(/performance +0\.94 +≥ 0\.98 +FAIL/);
  });
});

describe('formatLoadNote', () => {
  it('gives the cores and the load average at the start and the end of the rounds', () => {
    expect(formatLoadNote({ cores: 2, startLoad: 0.73, endLoad: 1.24 })).toBe(
      'Machine: 2 cores, load average 0.7 at the start of the rounds, 1.2 at the end.',
    );
  });

  it('warns that the medians are unsteady when the load passed the core count', () => {
    const note = formatLoadNote({ cores: 2, startLoad: 1.1, endLoad: 3.8 });
    expect(note).toMatch(/^Machine: 2 cores, load average 1\.1 at the start of the rounds, 3\.8/);
    expect(note).toMatch(/medians move by tens of percent between runs/);
  });
});
