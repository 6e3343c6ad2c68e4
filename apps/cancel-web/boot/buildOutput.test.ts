import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import {
  APP_CHUNK_NAME,
  importClosure,
  keysRunOnLoad,
  languageOfModule,
  textPartOfModule,
} from './buildOutput.mjs';
import { appChunksOnLoad } from './compileHintsPlugin';

describe('languageOfModule', () => {
  it("reads the language of the i18n package's texts, and nothing else", () => {
    expect(languageOfModule('/repo/packages/i18n/src/locales/pt/translation.json')).toBe('pt');
    expect(languageOfModule('/repo/packages/i18n/src/locales/pt/outcome.json')).toBe(undefined);
    expect(textPartOfModule('/repo/packages/i18n/src/locales/pt/outcome.json')).toEqual({
      part: 'outcome',
      language: 'pt',
    });
    expect(textPartOfModule('/repo/packages/i18n/src/locales/ko/pages.json')).toEqual({
      part: 'pages',
      language: 'ko',
    });
    expect(textPartOfModule('/repo/packages/i18n/src/locales/pt/translation.json')).toBe(undefined);
    expect(languageOfModule('/repo/packages/i18n/src/locales/pt/allow-identical.json')).toBe(
      undefined,
    );
    expect(languageOfModule('/repo/apps/cancel-web/src/main.ts')).toBe(undefined);
    expect(languageOfModule(null)).toBe(undefined);
  });
});

describe('importClosure', () => {
  const graph: Record<string, string[]> = {
    entry: ['runtime', 'page'],
    page: ['runtime', 'entry'],
    runtime: [],
    lazy: ['page'],
  };

  it('lists the roots and what they import, depth first in import order, each once', () => {
    expect([...importClosure(['entry'], (name) => graph[name] ?? [])]).toEqual([
      'entry',
      'runtime',
      'page',
    ]);
  });

  it('leaves out what only something outside the closure imports', () => {
    expect(importClosure(['entry'], (name) => graph[name] ?? []).has('lazy')).toBe(false);
  });
});

describe('the chunks every load runs', () => {
  const chunk = (fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> = {}) =>
    ({
      type: 'chunk',
      fileName,
      imports,
      isEntry: false,
      name: 'x',
      ...extra,
    }) as Rollup.OutputChunk;
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['assets/rolldown-runtime.js'], { isEntry: true }),
    'assets/rolldown-runtime.js': chunk('assets/rolldown-runtime.js', []),
    'assets/app.js': chunk('assets/app.js', ['assets/rolldown-runtime.js', 'assets/index.js'], {
      name: APP_CHUNK_NAME,
    }),
    'assets/FinalStep.js': chunk('assets/FinalStep.js', ['assets/app.js']),
    'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
  } as unknown as Rollup.OutputBundle;

  it("are the app's chunk with the static imports the entry does not bring, not the lazy ones", () => {
    expect(appChunksOnLoad(bundle).map((c) => c.fileName)).toEqual(['assets/app.js']);
  });

  it("leave out imports of modules outside the bundle (the Node build's externals)", () => {
    const withExternal = {
      'entry.js': chunk('entry.js', [], { isEntry: true }),
      'app.js': chunk('app.js', ['react-dom/server', 'shared.js'], { name: APP_CHUNK_NAME }),
      'shared.js': chunk('shared.js', []),
    } as unknown as Rollup.OutputBundle;
    expect(appChunksOnLoad(withExternal).map((c) => c.fileName)).toEqual(['app.js', 'shared.js']);
  });

  it('read the same from the Vite manifest', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/rolldown-runtime.js' },
      '_app.js': { file: 'assets/app.js', name: APP_CHUNK_NAME, imports: ['index.html'] },
      'src/FinalStep.tsx': { file: 'assets/FinalStep.js', imports: ['_app.js'] },
    };
    expect([...keysRunOnLoad(manifest)]).toEqual(['index.html', '_runtime.js', '_app.js']);
  });
});
