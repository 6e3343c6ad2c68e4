import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cssFilesOf, languageChunksOf, languageMarkers } from './budgets.mjs';
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
