import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The engine is framework-free: no React, no DOM, no network, no i18n library. This scans the
// shipped source (tests excluded) so that a stray import or global fails here, not in a consumer.
const root = fileURLToPath(new URL('.', import.meta.url));
const isTest = (file: string) => /\.test(-d)?\.ts$|\.test\.utils\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !isTest(entry.name) ? [path] : [];
  });
}

const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

const files = sourceFiles(root).map((path) => ({
  name: relative(root, path),
  code: withoutComments(readFileSync(path, 'utf8')),
}));

describe('framework-free source', () => {
  it('finds the source files', () => {
    expect(files.map(({ name }) => name)).toContain('index.ts');
    expect(files.length).toBeGreaterThan(15);
  });

  it.each(files.map(({ name, code }) => [name, code]))(
    '%s imports only its own modules and zod/mini',
    (_, code) => {
      const specifiers = [...code.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
        (match) => match[1],
      );
      for (const specifier of specifiers) {
        expect(specifier).toMatch(/^(\.{1,2}\/|zod\/mini$)/);
      }
      expect(code).not.toMatch(/['"](react|react-dom|i18next|react-i18next)(\/[^'"]*)?['"]/);
    },
  );

  it.each(files.map(({ name, code }) => [name, code]))(
    '%s uses no fetch, window, document or storage',
    (_, code) => {
      expect(code).not.toMatch(/\b(fetch|window|document|localStorage|sessionStorage|navigator)\b/);
    },
  );

  it('would notice a forbidden import or global', () => {
    const sample = withoutComments("import { useState } from 'react';\nwindow.fetch('/x');");
    expect(sample).toMatch(/['"]react['"]/);
    expect(sample).toMatch(/\bwindow\b/);
  });
});
