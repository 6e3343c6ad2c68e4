import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { importClosure } from './buildOutput.mjs';
import { chunksRunOnLoad } from './compileHintsPlugin';

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

describe('chunksRunOnLoad', () => {
  const chunk = (fileName: string, imports: string[], isEntry = false) =>
    ({ type: 'chunk', fileName, imports, isEntry }) as unknown as Rollup.OutputChunk;

  it('is the entry chunk and the chunks it imports statically, not the lazy ones', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/rolldown-runtime.js'], true),
      'assets/rolldown-runtime.js': chunk('assets/rolldown-runtime.js', []),
      'assets/FinalStep.js': chunk('assets/FinalStep.js', ['assets/index.js']),
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
    } as unknown as Rollup.OutputBundle;
    expect(chunksRunOnLoad(bundle).map((c) => c.fileName)).toEqual([
      'assets/index.js',
      'assets/rolldown-runtime.js',
    ]);
  });
});
