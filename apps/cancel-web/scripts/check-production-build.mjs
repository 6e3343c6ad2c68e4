#!/usr/bin/env node
// The production build must contain no mock code (docs/product.md §10) and nothing that hands out the
// source: no MSW worker file, no MSW, no fixtures, no development-only link, no source map file
// and no `sourceMappingURL` pointing at one; and of the chunks every page load runs, the app's carry
// V8's compile hint and the entry's do not; none carries react-router's components the app does
// not render nor its development warnings (boot/pureRouterPlugin.ts), nor React's exports that
// nothing reads (boot/reactExportsPlugin.ts); and they are two chunks,
// the entry and the app's (with rolldown's runtime). boot-watch.js is a classic script: it must run
// where the app's modules fail.
// Runs in `pnpm test` after `pnpm build`.
// Usage: node scripts/check-production-build.mjs [dist directory]
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { COMPILE_HINT, keysRunOnLoad, runOnLoadParts } from '../boot/buildOutput.mjs';

const dist = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url)));
const forbiddenContent = [
  ['MSW', /setupWorker|msw\/browser|mockServiceWorker/],
  ['the mock user', /alex\.morgan@example\.com/],
  ['the mock scenarios', /context-error|csrf-error|send-error/],
  ['a link to a source map', /[#@]\s*sourceMappingURL=/],
];
const forbiddenFiles = [
  ['the MSW service worker', /(^|\/)mockServiceWorker\.js$/],
  ['a public source map', /\.map$/],
];

let all;
try {
  all = readdirSync(dist, { recursive: true }).map((file) => String(file).replaceAll('\\', '/'));
} catch {
  all = [];
}
const files = all.filter((file) => /\.(js|mjs|css|html)$/.test(file));
if (!files.some((file) => file.endsWith('.html'))) {
  console.error(`No production build in ${dist}: run pnpm build first.`);
  process.exit(1);
}
const problems = [];
for (const file of all) {
  for (const [what, pattern] of forbiddenFiles) {
    if (pattern.test(file)) problems.push(`${file} is ${what}`);
  }
}
for (const file of files) {
  const content = readFileSync(resolve(dist, file), 'utf8');
  for (const [what, pattern] of forbiddenContent) {
    if (pattern.test(content)) problems.push(`${file} contains ${what}`);
  }
}
let manifest = {};
try {
  manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  problems.push('.vite/manifest.json is missing: the build must write its manifest');
}
const runOnLoad = new Set([...keysRunOnLoad(manifest)].map((key) => manifest[key].file));
// react-router's <Form> (its URL-encoded submissions) and <Link>/<NavLink> (their data-discover
// attribute) stay out of the code every page load runs: the app renders none of them. Nor do the
// warnings of react-router's development build (boot/pureRouterPlugin.ts picks the production one).
const unusedRouterCode = [
  ["react-router's <Form>, which the app never renders", /x-www-form-urlencoded/],
  ["react-router's <Link> or <NavLink>, which the app never renders", /data-discover/],
  [
    "the warnings of react-router's development build",
    /Hey developer|You rendered descendant <Routes>/,
  ],
  // A sample of React's exports that nothing in the build reads (boot/reactExportsPlugin.ts
  // removes them; minified, an export is still `e.name=`).
  [
    "React's exports that nothing reads",
    /[\w$]\.(forwardRef|useOptimistic|flushSync|preinit|unstable_runWithPriority)=/,
  ],
];
// The app's chunks carry V8's compile hint; the entry does not (boot/compileHintsPlugin.ts).
const compiledEagerly = new Set([...runOnLoadParts(manifest).app].map((key) => manifest[key].file));
for (const file of runOnLoad) {
  const content = readFileSync(resolve(dist, file), 'utf8');
  const hinted = content.split('\n', 2).includes(COMPILE_HINT);
  if (compiledEagerly.has(file) && !hinted) {
    problems.push(`${file} lacks the compile hint ${COMPILE_HINT}`);
  }
  if (!compiledEagerly.has(file) && hinted) {
    problems.push(
      `${file} carries the compile hint ${COMPILE_HINT}, which holds up the first step`,
    );
  }
  for (const [what, pattern] of unusedRouterCode) {
    if (pattern.test(content)) problems.push(`${file} carries ${what}`);
  }
}
if (runOnLoad.size === 0) problems.push('no entry chunk in .vite/manifest.json');
// Two chunks of code, the entry and the app's, and rolldown's runtime (vite.config.ts,
// `codeSplitting`): modules they share with lazy pages split off into chunks of their own cost
// requests and bytes before step 1.
const appChunksOnLoad = [...runOnLoad].filter((file) => !/rolldown-runtime/.test(file));
if (appChunksOnLoad.length > 2) {
  problems.push(
    `every load runs ${appChunksOnLoad.length} chunks instead of two: ${appChunksOnLoad.join(', ')}`,
  );
}
// boot-watch.js (src/bootWatch/): parsed as a classic script, as the page's <script async> runs
// it; an import or export statement would be a syntax error there.
try {
  new Script(readFileSync(resolve(dist, 'boot-watch.js'), 'utf8'), { filename: 'boot-watch.js' });
} catch (error) {
  problems.push(`boot-watch.js is missing or not a classic script: ${error.message}`);
}
if (problems.length > 0) {
  console.error(`The production build ships what it must not:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Production build: ${all.length} files, no mock code, no source maps, the compile hint where it belongs and no unused router or React code in the ${runOnLoad.size} chunks every load runs; boot-watch.js a classic script.`,
);
