// The browsers scripts/chromium.mjs picks: the test suites' headless shell, and the full Chromium
// the benchmark runs and the suites fall back to where the shell is not installed.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, afterAll, describe, expect, it, vi } from 'vitest';

import {
  chromiumPath,
  requireChromium,
  requireTestChromium,
} from '../../../../scripts/chromium.mjs';

let dir;
let shell;
let full;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'chromium-paths-'));
  shell = path.join(dir, 'chromium-headless-shell');
  full = path.join(dir, 'chromium');
  await writeFile(shell, '');
  await writeFile(full, '');
});

afterAll(() => rm(dir, { recursive: true, force: true }));

afterEach(() => vi.unstubAllEnvs());

describe('requireTestChromium', () => {
  it('gives the test suites the headless shell when it is installed', () => {
    vi.stubEnv('CHROMIUM_HEADLESS_SHELL_PATH', shell);
    vi.stubEnv('CHROMIUM_PATH', full);
    expect(requireTestChromium()).toBe(shell);
  });

  it('falls back to the full Chromium where the shell is missing', () => {
    vi.stubEnv('CHROMIUM_HEADLESS_SHELL_PATH', path.join(dir, 'missing-shell'));
    vi.stubEnv('CHROMIUM_PATH', full);
    expect(requireTestChromium()).toBe(full);
  });

  it('says how to install both when neither is there', () => {
    vi.stubEnv('CHROMIUM_HEADLESS_SHELL_PATH', path.join(dir, 'missing-shell'));
    vi.stubEnv('CHROMIUM_PATH', path.join(dir, 'missing-chromium'));
    expect(() => requireTestChromium()).toThrow(/apt-get install chromium chromium-headless-shell/);
  });
});

describe('the full Chromium', () => {
  it('stays the benchmark’s browser whether or not the shell is installed', () => {
    vi.stubEnv('CHROMIUM_HEADLESS_SHELL_PATH', shell);
    vi.stubEnv('CHROMIUM_PATH', full);
    expect(chromiumPath()).toBe(full);
    expect(requireChromium()).toBe(full);
  });
});
