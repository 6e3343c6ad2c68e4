import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer } from '../serve.mjs';
import { launchChromium } from './chromium.mjs';
import { median, recordDownloads, STEP_1, timeToQuestion, totals } from './page-load.mjs';
import { gzipSize } from './sizes.mjs';

// A page that shows step 1 after 300 ms and loads one more script right after that frame (as
// cancel-web starts the next steps' code once step 1 is painted).
const MAIN_JS = `setTimeout(() => {
  document.body.innerHTML = ${JSON.stringify(
    `<h1>${STEP_1.heading}</h1><fieldset><legend>${STEP_1.question}</legend>` +
      `<label><input type="radio" name="r">${STEP_1.firstAnswer}</label></fieldset>`,
  )};
  requestAnimationFrame(() => setTimeout(() => import('./late.js'), 0));
}, 300);`;
const STYLE = 'body{font:16px sans-serif}';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('totals', () => {
  it('adds up files per kind', () => {
    const files = [
      { kind: 'js', bytes: 100, gzipBytes: 40 },
      { kind: 'js', bytes: 50, gzipBytes: 30 },
      { kind: 'css', bytes: 10, gzipBytes: 8 },
    ];
    expect(totals(files)).toEqual({
      js: { files: 2, bytes: 150, gzipBytes: 70 },
      css: { files: 1, bytes: 10, gzipBytes: 8 },
    });
  });
});

// Browser tests share 2 cores with the rest of the test run: allow for a slow start.
describe('in Chromium', { timeout: 20_000 }, () => {
  let dir;
  let server;
  let browser;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bench-page-load-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="en"><head><link rel="stylesheet" href="./assets/style.css">' +
        '<script type="module" src="./assets/main.js"></script></head><body></body></html>',
    );
    await writeFile(path.join(dir, 'assets/main.js'), MAIN_JS);
    await writeFile(path.join(dir, 'assets/late.js'), 'export const late = true;');
    await writeFile(path.join(dir, 'assets/style.css'), STYLE);
    server = await startServer({ roots: [{ base: '/fixture/', dir }] });
    browser = await launchChromium();
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('records the JS and CSS requested before step 1 is painted, gzipped here, not what follows', async () => {
    const files = await recordDownloads(browser, `${server.origin}/fixture/`, {
      texts: [STEP_1.heading, STEP_1.firstAnswer],
    });
    const byPath = Object.fromEntries(files.map((file) => [new URL(file.url).pathname, file]));
    expect(Object.keys(byPath).sort()).toEqual([
      '/fixture/assets/main.js',
      '/fixture/assets/style.css',
    ]);
    expect(byPath['/fixture/assets/main.js']).toMatchObject({
      kind: 'js',
      bytes: Buffer.byteLength(MAIN_JS),
      gzipBytes: gzipSize(MAIN_JS),
    });
    expect(byPath['/fixture/assets/style.css']?.kind).toBe('css');
  });

  it('times the question from navigation start to its first painted frame', async () => {
    const ms = await timeToQuestion(browser, `${server.origin}/fixture/`, { cpuSlowdown: 4 });
    expect(ms).toBeGreaterThanOrEqual(300);
    expect(ms).toBeLessThan(10_000);
  });
});
