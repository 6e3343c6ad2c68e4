import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mainCheckoutOf } from './paths.mjs';

describe('mainCheckoutOf', () => {
  let dir;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bench-paths-'));
    await mkdir(path.join(dir, 'main/.git'), { recursive: true });
    await mkdir(path.join(dir, 'wt/feature'), { recursive: true });
    await writeFile(
      path.join(dir, 'wt/feature/.git'),
      `gitdir: ${path.join(dir, 'main/.git/worktrees/feature')}\n`,
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is the checkout a worktree belongs to', () => {
    expect(mainCheckoutOf(path.join(dir, 'wt/feature'))).toBe(path.join(dir, 'main'));
  });

  it('is the folder itself for a plain clone or no repository', () => {
    expect(mainCheckoutOf(path.join(dir, 'main'))).toBe(path.join(dir, 'main'));
    expect(mainCheckoutOf(path.join(dir, 'nowhere'))).toBe(path.join(dir, 'nowhere'));
  });
});
