#!/usr/bin/env node
// The production build must contain no mock code (dev-contract): no MSW worker, no fixtures, no
// development-only link. Runs in `pnpm test` after `pnpm build`.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const forbidden = [
  ['the MSW service worker', /mockServiceWorker/],
  ['MSW', /setupWorker|msw\/browser/],
  ['the mock user', /alex\.morgan@example\.com/],
  ['the mock scenarios', /context-error|csrf-error|send-error/],
];

const files = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((file) => /\.(js|html)$/.test(file));
if (files.length === 0) {
  console.error(`No production build in ${dist}: run pnpm build first.`);
  process.exit(1);
}
const problems = [];
for (const file of files) {
  const content = readFileSync(dist + file, 'utf8');
  for (const [what, pattern] of forbidden) {
    if (pattern.test(content)) problems.push(`${file} contains ${what}`);
  }
}
if (problems.length > 0) {
  console.error(`Mock code in the production build:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Production build: ${files.length} files, no mock code.`);
