import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));
const packageDir = join(srcDir, '..');

const IMPORT_PATTERN =
  /(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** What the code imports at run time (`import type` is erased). */
function specifiers(code: string): string[] {
  return [...code.matchAll(IMPORT_PATTERN)]
    .filter((match) => !/^\s*(?:import|export)\s+type\s/.test(match[0]))
    .map((match) => match[1] ?? match[2] ?? '');
}

/** Every file the entry reaches through relative imports, with every bare import it makes. */
function importGraph(entry: string, resolveRelative: (from: string, spec: string) => string) {
  const files = new Set<string>();
  const bare = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const spec of specifiers(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) visit(resolveRelative(file, spec));
      else bare.add(spec);
    }
  };
  visit(entry);
  return { files: [...files], bare: [...bare] };
}

describe('the main entry stays free of the mock', () => {
  it('source: src/index.ts reaches neither msw nor src/mock/', () => {
    const graph = importGraph(join(srcDir, 'index.ts'), (from, spec) =>
      resolve(dirname(from), `${spec}.ts`),
    );

    expect(graph.files.length).toBeGreaterThan(5);
    expect(
      graph.files.map((file) => relative(srcDir, file)).filter((f) => f.startsWith('mock')),
    ).toEqual([]);
    expect(graph.bare).toEqual([]);
  });

  it('build: dist/index.js and its chunks import no package', () => {
    const graph = importGraph(join(packageDir, 'dist/index.js'), (from, spec) =>
      resolve(dirname(from), spec),
    );

    expect(graph.bare).toEqual([]);
    expect(readFileSync(join(packageDir, 'dist/index.cjs'), 'utf8')).not.toMatch(/require\("msw/);
  });

  it('no source file imports zod: the contract is checked by hand (schemas/contract.ts)', () => {
    const files = [
      ...importGraph(join(srcDir, 'index.ts'), (from, spec) => resolve(dirname(from), `${spec}.ts`))
        .files,
      ...importGraph(join(srcDir, 'mock/index.ts'), (from, spec) =>
        resolve(dirname(from), `${spec}.ts`),
      ).files,
    ];
    const zodImports = files.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8')).filter((spec) => spec.startsWith('zod')),
    );

    expect(files.length).toBeGreaterThan(10);
    expect(zodImports).toEqual([]);
  });

  it('the mock entry is where msw lives', () => {
    const graph = importGraph(join(srcDir, 'mock/index.ts'), (from, spec) =>
      resolve(dirname(from), `${spec}.ts`),
    );

    expect(graph.bare).toContain('msw');
  });
});
