import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contentTypeOf, findFile, wantsSpaFallback } from '../../../../scripts/static-files.mjs';

describe('contentTypeOf', () => {
  it('gives browsers the types they need to run and style a Vite build', () => {
    expect(contentTypeOf('assets/index-abc.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('assets/index-abc.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeOf('index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('fonts/a.WOFF2')).toBe('font/woff2');
    expect(contentTypeOf('blob.unknown')).toBe('application/octet-stream');
  });
});

describe('wantsSpaFallback', () => {
  it('falls back to index.html for routes but not for missing assets', () => {
    expect(wantsSpaFallback('seo/confirm-unsubscribe')).toBe(true);
    expect(wantsSpaFallback('')).toBe(true);
    expect(wantsSpaFallback('assets/missing.js')).toBe(false);
    expect(wantsSpaFallback('seo.v2', 'text/html,application/xhtml+xml')).toBe(true);
  });
});

describe('findFile', () => {
  let dir;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bench-static-'));
    await mkdir(path.join(dir, 'root/assets'), { recursive: true });
    await writeFile(path.join(dir, 'root/index.html'), '<!doctype html>');
    await writeFile(path.join(dir, 'root/assets/app.js'), 'export {}');
    await writeFile(path.join(dir, 'secret.txt'), 'outside the served folder');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('finds files and folder index pages', async () => {
    const root = path.join(dir, 'root');
    expect(await findFile(root, 'assets/app.js')).toBe(path.join(root, 'assets/app.js'));
    expect(await findFile(root, '')).toBe(path.join(root, 'index.html'));
    expect(await findFile(root, 'assets/none.js')).toBeUndefined();
  });

  it('never serves a file outside the folder', async () => {
    const root = path.join(dir, 'root');
    expect(await findFile(root, '../secret.txt')).toBeUndefined();
    expect(await findFile(root, '%2e%2e/secret.txt')).toBeUndefined();
    expect(await findFile(root, '%E0%A4%A')).toBeUndefined();
  });
});
