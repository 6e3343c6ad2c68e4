// Byte counting: gzip at level 9, and sizes in KB of 1,024 bytes (as the engine's and i18n's
// size scripts count them).
import { gzipSync } from 'node:zlib';

export const KB = 1024;

export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

/** 12800 → '12.50 KB'; under 1 KB in bytes, so a small difference never reads '0.00 KB'. */
export function formatKB(bytes) {
  return Math.abs(bytes) < KB ? `${bytes} B` : `${(bytes / KB).toFixed(2)} KB`;
}

/** Renders rows (arrays of cells) as an aligned plain-text table with a header rule. */
export function formatTable(header, rows) {
  const all = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]?.length ?? 0)));
  const line = (row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    line(all[0] ?? []),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...all.slice(1).map(line),
  ].join('\n');
}
