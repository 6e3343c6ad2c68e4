import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import * as mainSource from './index';
import * as mockSource from './mock/index';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

const MAIN_EXPORTS = [
  'ACCEPTABLE_OFFERS',
  'API_PATHS',
  'CancelApiError',
  'DOWNGRADE_PLANS',
  'NetworkError',
  'OFFER_PRODUCTS',
  'PRODUCTS',
  'REPORT_NAMES',
  'RedirectError',
  'RequestAbortedError',
  'RequestError',
  'RequestTimeoutError',
  'ResponseValidationError',
  'SignedInUserChangedError',
  'confirmUnsubscribePath',
  'createCancelApi',
  'prefetchContext',
  'productForConfirmPathSegment',
];

const MOCK_EXPORTS = [
  'DEFAULT_MOCK_SCENARIO',
  'MOCK_PAID_USER',
  'MOCK_SCENARIOS',
  'MOCK_SCENARIO_DESCRIPTIONS',
  'MOCK_STORAGE_PREFIX',
  'SLOW_SCENARIO_DELAY_MS',
  'createMemoryStorage',
  'createMockHandlers',
  'createMockState',
  'getMockConfirmationLink',
  'getMockUser',
  'isMockScenario',
  'resolveMockScenario',
];

const names = (module: object) => Object.keys(module).sort();

function builtFile(relative: string): string {
  const file = join(packageDir, relative);
  if (!existsSync(file)) throw new Error(`${relative} is missing: run \`pnpm build\` first`);
  return file;
}

describe('@cancel-flow/api-client', () => {
  it('exports exactly the documented runtime API from source', () => {
    expect(names(mainSource)).toEqual([...MAIN_EXPORTS].sort());
  });

  it('resolves through the exports map to the same API in ESM and CJS builds', async () => {
    expect(require.resolve('@cancel-flow/api-client')).toBe(builtFile('dist/index.cjs'));
    expect(names(await import('@cancel-flow/api-client'))).toEqual(names(mainSource));
    expect(names(require('@cancel-flow/api-client') as object)).toEqual(names(mainSource));
  });

  it('works from the build: the client answers with the product texts', async () => {
    const built = (await import('@cancel-flow/api-client')) as typeof mainSource;
    const api = built.createCancelApi({
      fetch: async () => new Response(null, { status: 502 }),
      reportError: () => undefined,
    });

    await expect(api.getContext()).rejects.toThrow(
      'Request was failed: url: /cancel/api/get-context/, status: 502',
    );
    expect(built.confirmUnsubscribePath('all')).toBe('/cancel/semrush/confirm-unsubscribe');
  });
});

describe('@cancel-flow/api-client/mock', () => {
  it('exports exactly the documented runtime API from source', () => {
    expect(names(mockSource)).toEqual([...MOCK_EXPORTS].sort());
  });

  it('resolves through the exports map to the same API in ESM and CJS builds', async () => {
    expect(require.resolve('@cancel-flow/api-client/mock')).toBe(builtFile('dist/mock/index.cjs'));
    expect(names(await import('@cancel-flow/api-client/mock'))).toEqual(names(mockSource));
    expect(names(require('@cancel-flow/api-client/mock') as object)).toEqual(names(mockSource));
  });

  it('builds MSW handlers from the build', async () => {
    const built = (await import('@cancel-flow/api-client/mock')) as typeof mockSource;
    expect(built.createMockHandlers({ scenario: 'trial' }).length).toBeGreaterThan(0);
    expect(built.getMockUser('trial').is_paid).toBe(false);
  });
});

describe('package.json exports', () => {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string | Record<string, string | Record<string, string>>>;
  };

  it('points the source condition at the entry files', () => {
    expect(manifest.exports['.']).toHaveProperty(['@cancel-flow/source'], './src/index.ts');
    expect(manifest.exports['./mock']).toHaveProperty(
      ['@cancel-flow/source'],
      './src/mock/index.ts',
    );
  });

  it('names only files that exist', () => {
    const targets = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : Object.values(value as Record<string, unknown>).flatMap(targets);
    for (const target of targets(manifest.exports)) {
      expect(existsSync(builtFile(target)), target).toBe(true);
    }
  });
});
