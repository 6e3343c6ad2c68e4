// The step-1 benchmark's arithmetic and its printed table: medians, ratios against the peer and
// the floor, and the verdict against issue 13's targets.
import { formatKB, formatTable, KB } from './sizes.mjs';

/** Issue 13: cancel-web's step 1 at most 0.9× the peer's time and 1.5× the floor's. */
export const STEP_1_TARGETS = { vsPeer: 0.9, vsFloor: 1.5 };

/** Issue 13: the JS before step 1 is usable, at most 100 KB gzip (the size budget fails at 110). */
export const STEP_1_JS_TARGET_BYTES = 100 * KB;

/**
 * The JS figure against its target, judged on the bytes rather than the rounded KB printed:
 * "≤ 100 KB: PASS", or FAIL with how much over.
 */
export function jsTargetVerdict(gzipBytes, targetBytes = STEP_1_JS_TARGET_BYTES) {
  const target = `≤ ${Number((targetBytes / KB).toFixed(2))} KB`;
  return gzipBytes <= targetBytes
    ? `${target}: PASS`
    : `${target}: FAIL (${formatKB(gzipBytes - targetBytes)} over)`;
}

/** Lighthouse (mobile) on /cancel/seo, issue 13. */
export const LIGHTHOUSE_STEP_1_TARGETS = {
  performance: 0.98,
  lcpMs: 2000,
  accessibility: 1,
  bestPractices: 1,
};

export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `value / reference`, or undefined when either is missing or the reference is not positive. */
export function ratio(value, reference) {
  if (value === undefined || reference === undefined || !(reference > 0)) return undefined;
  return value / reference;
}

/**
 * The median over rounds of `times[i] / referenceTimes[i]`: each round measures every page within
 * seconds, so this ratio cancels slow drifts in the machine's background load that the ratio of
 * medians does not. Undefined without aligned rounds.
 */
export function pairedRatio(times, referenceTimes) {
  if (!times?.length || times.length !== referenceTimes?.length) return undefined;
  const ratios = times.map((time, i) => ratio(time, referenceTimes[i]));
  return ratios.some((r) => r === undefined) ? undefined : median(ratios);
}

/** A small seeded generator (mulberry32): the same rounds give the same interval in every run. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** ratioInterval's defaults, which formatRatioIntervals also prints. */
const INTERVAL = { resamples: 2000, confidence: 0.95 };

/**
 * How far the ratio of medians (the targets' figure) could move with other rounds of the same
 * machine: the rounds are drawn again with replacement `resamples` times, each draw taking the same
 * rounds of both pages (they ran seconds apart), and the ratio of the two medians is taken each
 * time. Returns the central `confidence` share of those ratios as `{ low, high }` and the share at
 * or under `target` (how often a run of that many rounds would pass), or undefined without aligned
 * rounds. Seeded, so a report reads the same each time it is printed.
 */
export function ratioInterval(
  times,
  referenceTimes,
  { target, resamples = INTERVAL.resamples, confidence = INTERVAL.confidence, seed = 13 } = {},
) {
  if (!times?.length || times.length !== referenceTimes?.length) return undefined;
  const random = seededRandom(seed);
  const count = times.length;
  const ratios = [];
  for (let draw = 0; draw < resamples; draw++) {
    const rounds = Array.from({ length: count }, () => Math.floor(random() * count));
    const value = ratio(
      median(rounds.map((round) => times[round])),
      median(rounds.map((round) => referenceTimes[round])),
    );
    if (value === undefined) return undefined;
    ratios.push(value);
  }
  ratios.sort((a, b) => a - b);
  const tail = (1 - confidence) / 2;
  const at = (share) => ratios[Math.min(resamples - 1, Math.max(0, Math.floor(share * resamples)))];
  return {
    low: at(tail),
    high: at(1 - tail),
    atOrUnderTarget:
      target === undefined ? undefined : ratios.filter((r) => r <= target).length / resamples,
  };
}

const times = (value) => (value === undefined ? 'n/a' : `${value.toFixed(2)}×`);

/**
 * The fastest and the slowest round, "445–937 ms": how far one visit of the page strays from its
 * median on this machine, which a median alone hides.
 */
export function roundsRange(roundTimes) {
  if (!roundTimes?.length) return 'n/a';
  const fastest = Math.round(Math.min(...roundTimes));
  const slowest = Math.round(Math.max(...roundTimes));
  return `${fastest}–${slowest} ms`;
}

/**
 * Each page's step-1 median and its ratios to the peer and the floor; `subject` (cancel-web)
 * also gets PASS/FAIL against `targets`. `results[id]` is `{ medianMs, jsGzip, cssGzip }`.
 */
export function step1Rows(
  results,
  { subject = 'cancel-web', peer = 'churnkey', floor = 'floor', targets = STEP_1_TARGETS } = {},
) {
  const peerMs = results[peer]?.medianMs;
  const floorMs = results[floor]?.medianMs;
  return Object.entries(results).map(([id, result]) => {
    const vsPeer = ratio(result.medianMs, peerMs);
    const vsFloor = ratio(result.medianMs, floorMs);
    const verdict = id === subject ? verdictOf({ vsPeer, vsFloor }, targets) : undefined;
    const pairedVsPeer = pairedRatio(result.times, results[peer]?.times);
    const pairedVsFloor = pairedRatio(result.times, results[floor]?.times);
    return { id, ...result, vsPeer, vsFloor, pairedVsPeer, pairedVsFloor, verdict };
  });
}

/**
 * PASS/FAIL on the ratios there are (unrounded: 0.903× misses 0.9× though it prints as 0.90×); a
 * FAIL says which target was missed, and the verdict says which anchor was missing (e.g. no peer
 * build).
 */
export function verdictOf({ vsPeer, vsFloor }, targets = STEP_1_TARGETS) {
  const peerMet = vsPeer === undefined ? undefined : vsPeer <= targets.vsPeer;
  const floorMet = vsFloor === undefined ? undefined : vsFloor <= targets.vsFloor;
  const known = [peerMet, floorMet].filter((met) => met !== undefined);
  if (known.length === 0) return 'n/a';
  const verdict = known.every(Boolean) ? 'PASS' : 'FAIL';
  if (vsPeer === undefined) return `${verdict} (floor only: no peer)`;
  if (vsFloor === undefined) return `${verdict} (peer only: no floor)`;
  if (verdict === 'PASS') return verdict;
  const missed = [
    peerMet ? undefined : `peer ${vsPeer.toFixed(3)}×`,
    floorMet ? undefined : `floor ${vsFloor.toFixed(3)}×`,
  ].filter(Boolean);
  return `FAIL (${missed.join(', ')})`;
}

export function formatStep1Table(rows, { targets = STEP_1_TARGETS } = {}) {
  return formatTable(
    [
      'page',
      'JS gzip',
      'CSS gzip',
      'JS + CSS gzip',
      'step 1 (median)',
      'rounds (fastest–slowest)',
      'vs peer',
      'vs floor',
      'paired: peer, floor',
      `target ≤ ${targets.vsPeer}× peer, ≤ ${targets.vsFloor}× floor`,
    ],
    rows.map((row) => [
      row.label ?? row.id,
      formatKB(row.jsGzip ?? 0),
      formatKB(row.cssGzip ?? 0),
      formatKB((row.jsGzip ?? 0) + (row.cssGzip ?? 0)),
      row.medianMs === undefined ? 'n/a' : `${Math.round(row.medianMs)} ms`,
      roundsRange(row.times),
      times(row.vsPeer),
      times(row.vsFloor),
      `${times(row.pairedVsPeer)}, ${times(row.pairedVsFloor)}`,
      row.verdict ?? '',
    ]),
  );
}

/**
 * One sentence on how sure the table's ratios are (ratioInterval against the peer and the floor):
 * with seven rounds on a busy machine a ratio's 95% range is wide, and a PASS or FAIL near a target
 * says little. Undefined when the subject has no rounds aligned with either anchor.
 */
export function formatRatioIntervals(
  results,
  { subject = 'cancel-web', peer = 'churnkey', floor = 'floor', targets = STEP_1_TARGETS } = {},
) {
  const subjectTimes = results[subject]?.times;
  const { resamples, confidence } = INTERVAL;
  const parts = [
    ['the peer', peer, targets.vsPeer],
    ['the floor', floor, targets.vsFloor],
  ].flatMap(([name, id, target]) => {
    const interval = ratioInterval(subjectTimes, results[id]?.times, { target });
    if (!interval) return [];
    const share = Math.round(interval.atOrUnderTarget * 100);
    return [
      `${interval.low.toFixed(2)}–${interval.high.toFixed(2)}× against ${name} ` +
        `(≤ ${target}× in ${share}% of the draws)`,
    ];
  });
  if (parts.length === 0) return undefined;
  return (
    `How sure: the ${subjectTimes.length} rounds drawn again ${resamples.toLocaleString('en')} ` +
    `times (the same rounds of each page), ${confidence * 100}% of the draws' ratios of medians ` +
    `lie within ${parts.join(' and ')}.`
  );
}

/** One line per Lighthouse target: `{ label, value, ok }`. */
export function lighthouseVerdicts(summary, targets = LIGHTHOUSE_STEP_1_TARGETS) {
  const score = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(2));
  return [
    [
      'performance',
      summary.performance,
      (v) => v >= targets.performance,
      `≥ ${targets.performance}`,
    ],
    ['LCP', summary.lcpMs, (v) => v <= targets.lcpMs, `≤ ${targets.lcpMs} ms`],
    [
      'accessibility',
      summary.accessibility,
      (v) => v >= targets.accessibility,
      `${targets.accessibility}`,
    ],
    [
      'best practices',
      summary.bestPractices,
      (v) => v >= targets.bestPractices,
      `${targets.bestPractices}`,
    ],
  ].map(([label, value, meets, target]) => ({
    label,
    value: label === 'LCP' ? (value == null ? 'n/a' : `${Math.round(value)} ms`) : score(value),
    target,
    ok: value !== null && value !== undefined && meets(value),
  }));
}

export function formatLighthouseVerdicts(verdicts) {
  return formatTable(
    ['Lighthouse /cancel/seo', 'value', 'target', ''],
    verdicts.map((v) => [v.label, v.value, v.target, v.ok ? 'PASS' : 'FAIL']),
  );
}

/**
 * One line on how busy the machine was: the 1-minute load average at the start and the end of
 * the timed rounds against its core count. On a loaded machine one page's median moves by tens of
 * percent from one run to the next, so the line says so, and that the paired ratios hold up best.
 */
export function formatLoadNote({ cores, startLoad, endLoad }) {
  const figures =
    `Machine: ${cores} cores, load average ${startLoad.toFixed(1)} at the start of the rounds, ` +
    `${endLoad.toFixed(1)} at the end.`;
  if (Math.max(startLoad, endLoad) < cores) return figures;
  return (
    `${figures} Busier than its cores: medians move by tens of percent between runs; ` +
    'trust the paired ratios more, or run again on a quieter machine.'
  );
}
