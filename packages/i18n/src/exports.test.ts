import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, test } from 'vitest';
import { packageRoot } from './audit/read-locale';
import japanesePages from './locales/ja/pages.json';
import * as source from './index';

const publicApi = [
  'LANGUAGE_PARAM',
  'UnsupportedLanguageError',
  'changeLanguage',
  'createI18n',
  'fallbackLanguage',
  'hasTexts',
  'isSupportedLanguage',
  'languageNames',
  'languageQuery',
  'loadLocale',
  'loadTexts',
  'pageLanguage',
  'preferredLanguage',
  'preloadTexts',
  'regionalFallbacks',
  'resolveLanguage',
  'supportedLanguages',
  'toSupportedLanguage',
];

const manifest = JSON.parse(readFileSync(`${packageRoot}package.json`, 'utf8')) as {
  sideEffects: boolean;
  exports: Record<string, Record<string, unknown>>;
};

describe('src/index.ts', () => {
  test('exports exactly the public API', () => {
    expect(Object.keys(source).sort()).toEqual(publicApi);
  });

  test('is what the @cancel-flow/source condition points at, and nothing runs on import', () => {
    const root = manifest.exports['.'];
    expect(Object.keys(root ?? {})[0]).toBe('@cancel-flow/source');
    expect(root?.['@cancel-flow/source']).toBe('./src/index.ts');
    expect(manifest.sideEffects).toBe(false);
  });
});

describe('the build (dist/)', () => {
  beforeAll(() => {
    if (!existsSync(`${packageRoot}dist/index.js`)) {
      throw new Error('dist/ is missing: run pnpm build before these tests');
    }
  });

  test.each(['import', 'require'])(
    '%s entry exposes the same API and loads a language chunk',
    async (kind) => {
      const built = (
        kind === 'import'
          ? await import(/* @vite-ignore */ `${packageRoot}dist/index.js`)
          : createRequire(import.meta.url)(`${packageRoot}dist/index.cjs`)
      ) as typeof source;
      expect(Object.keys(built).sort()).toEqual(publicApi);
      const japanese = await built.loadLocale('ja');
      const english = await built.loadLocale('en');
      expect(english).toHaveProperty('buttons.continue', 'Continue');
      expect(japanese).toHaveProperty('buttons.continue');
      expect(japanese).not.toEqual(english);
      const i18n = await built.createI18n({ language: 'ja' });
      await built.loadTexts(i18n, 'outcome');
      expect(i18n.t('offer.downgrade.title')).toBe('下位のプランに変更しませんか');
      await built.preloadTexts('pages', 'ja');
      await built.loadTexts(i18n, 'pages');
      expect(i18n.t('confirm.successTitle')).toBe(japanesePages.confirm.successTitle);
    },
  );

  test.each(source.supportedLanguages)('%s is its own chunk for ESM and CJS', (language) => {
    expect(existsSync(`${packageRoot}dist/locales/${language}.js`)).toBe(true);
    expect(existsSync(`${packageRoot}dist/locales/${language}.cjs`)).toBe(true);
  });

  test.each(
    source.supportedLanguages.flatMap((language) => [
      [language, 'outcome'],
      [language, 'pages'],
    ]),
  )('%s has its %s part as a chunk of its own', (language, part) => {
    expect(existsSync(`${packageRoot}dist/locales/${language}-${part}.js`)).toBe(true);
    expect(existsSync(`${packageRoot}dist/locales/${language}-${part}.cjs`)).toBe(true);
  });

  test('the entry everyone downloads holds no texts', () => {
    for (const entry of ['index.js', 'index.cjs']) {
      const code = readFileSync(`${packageRoot}dist/${entry}`, 'utf8');
      expect(code).not.toContain("We're sorry to see you go");
      expect(code).toContain('locales/ja');
    }
  });

  // Each fixture imports '@cancel-flow/i18n' without the source condition, so tsc reads the
  // shipped dist/*.d.ts; an unmet @ts-expect-error or a TS2717 fails the compile.
  test('a consumer type-checks against the shipped types: t() rejects unknown keys, the React entry resolves', () => {
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    try {
      execFileSync(process.execPath, [tsc, '-p', 'src/types/consumer-fixture/tsconfig.json'], {
        cwd: packageRoot,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      const output = (error as { stdout?: string }).stdout ?? String(error);
      throw new Error(`The consumer fixture does not type-check:\n${output}`, { cause: error });
    }
  }, 60_000);

  test.each(['import', 'require'])('%s of the React entry exposes its bindings', async (kind) => {
    const built = (
      kind === 'import'
        ? await import(/* @vite-ignore */ `${packageRoot}dist/react.js`)
        : createRequire(import.meta.url)(`${packageRoot}dist/react.cjs`)
    ) as Record<string, unknown>;
    expect(Object.keys(built).sort()).toEqual(['I18nProvider', 'Trans', 'useTranslation']);
  });

  test('the main entry needs neither React nor i18next', () => {
    for (const entry of ['index.js', 'index.cjs']) {
      const code = readFileSync(`${packageRoot}dist/${entry}`, 'utf8');
      expect(code).not.toMatch(/from ['"]react|require\(['"]react|i18next/);
    }
  });
});
