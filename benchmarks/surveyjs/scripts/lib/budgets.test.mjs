import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  BUDGETS,
  checkBudgets,
  cssFilesOf,
  formatBudgetTable,
  languageChunksOf,
  languageMarkers,
} from './budgets.mjs';
import { gzipSize } from './sizes.mjs';

const locales = {
  en: {
    step: { title: "We're sorry to see you go", continue: 'Continue' },
    long: 'Tell us a bit more',
  },
  de: { step: { title: 'Schade, dass Sie gehen', continue: 'Weiter' }, long: 'Tell us a bit more' },
};
const withFrench = {
  ...locales,
  fr: { step: { title: 'Nous sommes désolés', continue: 'Continuer' }, long: 'Tell us a bit more' },
};

describe('languageMarkers', () => {
  it("picks each language's longest text that no other language shares", () => {
    expect(languageMarkers(locales)).toEqual([
      { language: 'en', marker: 'Continue' },
      { language: 'de', marker: 'Schade, dass Sie gehen' },
    ]);
  });
});

describe('reading a build', () => {
  let dist;
  const enChunk = 'var e={title:`Continue`};export{e as default};';
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'bench-budgets-'));
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'assets/translation-B1.js'), enChunk);
    await writeFile(path.join(dist, 'assets/translation-A2.js'), 'var e=`Schade, dass Sie gehen`;');
    await writeFile(path.join(dist, 'assets/locale-fr-D4.js'), 'var e=`Continue`;');
    await writeFile(path.join(dist, 'assets/index-C3.js'), 'console.log(`Continue`)');
    await writeFile(path.join(dist, 'assets/index-C3.css'), 'p{color:red}');
    await writeFile(path.join(dist, 'print.css'), 'body{margin:0}');
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('labels each translation chunk with its language and measures it', async () => {
    expect(await languageChunksOf(dist, withFrench)).toEqual([
      { file: 'assets/locale-fr-D4.js', language: 'fr', gzipBytes: expect.any(Number) },
      { file: 'assets/translation-A2.js', language: 'de', gzipBytes: expect.any(Number) },
      { file: 'assets/translation-B1.js', language: 'en', gzipBytes: gzipSize(enChunk) },
    ]);
  });

  it('finds every CSS file of the build', async () => {
    const files = await cssFilesOf(dist);
    expect(files.map((f) => f.file).sort()).toEqual(['assets/index-C3.css', 'print.css']);
    expect(files.find((f) => f.file === 'print.css')?.gzipBytes).toBe(gzipSize('body{margin:0}'));
  });
});

describe('checkBudgets', () => {
  it('passes a build within every budget', () => {
    const rows = checkBudgets({
      initialJsGzip: 110 * 1024,
      languageChunks: [{ file: 'assets/translation-a.js', language: 'en', gzipBytes: 6 * 1024 }],
      cssFiles: [
        { file: 'a.css', gzipBytes: 9 * 1024 },
        { file: 'b.css', gzipBytes: 6 * 1024 },
      ],
    });
    expect(rows.map((row) => row.ok)).toEqual([true, true, true]);
    expect(rows[2]).toMatchObject({ gzipBytes: 15 * 1024, limit: BUDGETS.allCss.limit });
  });

  it('flags each figure over its budget and says by how much', () => {
    const rows = checkBudgets({
      initialJsGzip: 150 * 1024 + 1,
      languageChunks: [{ file: 'assets/translation-a.js', language: 'ja', gzipBytes: 6_656 }],
      cssFiles: [{ file: 'a.css', gzipBytes: 15 * 1024 + 600 }],
    });
    expect(rows.map((row) => row.ok)).toEqual([false, false, false]);
    const table = formatBudgetTable(rows);
    expect(table).toContain('OVER by 1 B');
    expect(table).toContain('Language chunk ja (assets/translation-a.js)  6.50 KB');
    expect(table).toContain('OVER by 512 B');
    expect(table).toContain('OVER by 600 B');
  });

  it('marks JS within budget but over the goal', () => {
    const [js] = checkBudgets({ initialJsGzip: 130 * 1024, languageChunks: [], cssFiles: [] });
    expect(js?.ok).toBe(true);
    expect(formatBudgetTable([js])).toContain('ok (over goal)');
  });
});
