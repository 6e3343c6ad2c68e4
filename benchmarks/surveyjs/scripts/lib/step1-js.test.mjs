import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  classicScriptFiles,
  firstPaintJsFiles,
  readManifest,
  STEP_1_MODULES,
  staticClosure,
  step1JsFiles,
  step1JsOfBuild,
} from './step1-js.mjs';
import { gzipSizeOfFiles } from './step1-size.mjs';
import { gzipSize } from './sizes.mjs';

// The shape of cancel-web's manifest: the entry, a lazily loaded page with a shared chunk, a
// chunk that page loads later (step 4), per-language chunks, and a CSS asset.
const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_vendor-b.js'],
    dynamicImports: ['src/screens/survey/ProductCancelPage.tsx', 'src/mock/startMockApi.ts'],
    css: ['assets/index-c.css'],
  },
  '_vendor-b.js': { file: 'assets/vendor-b.js' },
  'src/screens/survey/ProductCancelPage.tsx': {
    file: 'assets/ProductCancelPage-d.js',
    imports: ['index.html', '_Stack-e.js'],
    dynamicImports: ['src/screens/survey/FinalStep.tsx'],
  },
  '_Stack-e.js': { file: 'assets/Stack-e.js', imports: ['index.html'] },
  'src/screens/survey/FinalStep.tsx': { file: 'assets/FinalStep-f.js', imports: ['index.html'] },
  'src/mock/startMockApi.ts': { file: 'assets/startMockApi-g.js' },
  '../../packages/i18n/src/locales/en/translation.json': { file: 'assets/translation-h.js' },
  '../../packages/i18n/src/locales/de/translation.json': { file: 'assets/translation-i.js' },
};

describe('staticClosure', () => {
  it('follows static imports transitively, once each, ignoring cycles', () => {
    expect([...staticClosure(manifest, 'src/screens/survey/ProductCancelPage.tsx')]).toEqual([
      'src/screens/survey/ProductCancelPage.tsx',
      'index.html',
      '_vendor-b.js',
      '_Stack-e.js',
    ]);
  });
});

// cancel-web's build: the entry paints the prerendered step 1, the app's chunk (with the page)
// downloads meanwhile and makes it usable.
const { 'src/screens/survey/ProductCancelPage.tsx': _page, ...inApp } = manifest;
const withApp = {
  ...inApp,
  'index.html': { ...inApp['index.html'], dynamicImports: ['_app-j.js'] },
  '_app-j.js': { file: 'assets/app-j.js', name: 'app', imports: ['index.html', '_Stack-e.js'] },
};

describe('step1JsFiles', () => {
  const lazyRoute = { ...STEP_1_MODULES, routeInEntry: false };

  it('is the entry, the route and the English texts with their static imports, not later chunks', () => {
    expect(step1JsFiles(manifest, lazyRoute)).toEqual([
      'assets/index-a.js',
      'assets/vendor-b.js',
      'assets/ProductCancelPage-d.js',
      'assets/Stack-e.js',
      'assets/translation-h.js',
    ]);
  });

  it('is the entry and the English texts when the route is in the entry', () => {
    const { 'src/screens/survey/ProductCancelPage.tsx': _page, ...inEntry } = manifest;
    expect(step1JsFiles(inEntry)).toEqual([
      'assets/index-a.js',
      'assets/vendor-b.js',
      'assets/translation-h.js',
    ]);
  });

  it("counts the app's chunk, which every load runs, with its static imports", () => {
    expect(step1JsFiles(withApp)).toEqual([
      'assets/index-a.js',
      'assets/vendor-b.js',
      'assets/app-j.js',
      'assets/Stack-e.js',
      'assets/translation-h.js',
    ]);
  });

  it('says which of it runs before the prerendered step 1 paints: the entry', () => {
    expect(firstPaintJsFiles(withApp)).toEqual(['assets/index-a.js', 'assets/vendor-b.js']);
  });

  it('fails when the route said to be in the entry has a chunk of its own', () => {
    expect(() => step1JsFiles(manifest)).toThrow(/own chunk: set STEP_1_MODULES.routeInEntry/);
  });

  it('says what to update when the route module is not in the manifest', () => {
    expect(() => step1JsFiles(manifest, { route: ['/Missing.tsx'], locale: ['/en.json'] })).toThrow(
      /no route module .*STEP_1_MODULES/,
    );
  });
});

// cancel-web's index.html: a classic async script beside the module entry, a module preload.
const indexHtml = `<!doctype html><html><head>
    <script async src="/cancel/boot-watch.js"></script>
    <script type="module" async crossorigin src="/cancel/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/cancel/assets/vendor-b.js">
  </head><body><div id="root"></div></body></html>`;

describe('classicScriptFiles', () => {
  it("lists index.html's scripts that are not modules, relative to the build's base", () => {
    expect(classicScriptFiles(indexHtml, manifest)).toEqual(['boot-watch.js']);
  });

  it('is empty for a page whose only script is the entry', () => {
    const onlyEntry = indexHtml.replace(/<script async src="[^"]+"><\/script>/, '');
    expect(classicScriptFiles(onlyEntry, manifest)).toEqual([]);
  });

  it('fails on a script from elsewhere, which the budget could not measure', () => {
    const external = indexHtml.replace('/cancel/boot-watch.js', 'https://cdn.example/watch.js');
    expect(() => classicScriptFiles(external, manifest)).toThrow(/not under the build's base/);
  });

  it("fails when index.html does not load the manifest's entry", () => {
    expect(() =>
      classicScriptFiles(indexHtml.replace('index-a.js', 'index-z.js'), manifest),
    ).toThrow(/no script tag for the entry assets\/index-a\.js/);
  });
});

describe('on disk', () => {
  let dir;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bench-step1-js-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets/a.js'), 'console.log("a".repeat(10));');
    await writeFile(path.join(dir, 'assets/b.js'), 'export const b = 1;');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('sums the gzip sizes of built files', async () => {
    expect(await gzipSizeOfFiles(dir, ['assets/a.js', 'assets/b.js'])).toBe(
      gzipSize('console.log("a".repeat(10));') + gzipSize('export const b = 1;'),
    );
  });

  it('explains how to get a manifest when the build has none', () => {
    expect(() => readManifest(dir)).toThrow(/build\.manifest: true/);
  });

  it("counts index.html's classic scripts before the manifest's files, in both figures", async () => {
    const build = await mkdtemp(path.join(tmpdir(), 'bench-step1-build-'));
    try {
      await mkdir(path.join(build, '.vite'));
      await writeFile(path.join(build, '.vite/manifest.json'), JSON.stringify(withApp));
      await writeFile(path.join(build, 'index.html'), indexHtml);
      expect(step1JsOfBuild(build)).toEqual({
        usable: [
          'boot-watch.js',
          'assets/index-a.js',
          'assets/vendor-b.js',
          'assets/app-j.js',
          'assets/Stack-e.js',
          'assets/translation-h.js',
        ],
        firstPaint: ['boot-watch.js', 'assets/index-a.js', 'assets/vendor-b.js'],
      });
    } finally {
      await rm(build, { recursive: true, force: true });
    }
  });
});
