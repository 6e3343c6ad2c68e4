import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { supportedLanguages } from '@cancel-flow/i18n';
import { describe, expect, it } from 'vitest';
import {
  NAMED_PRODUCTS,
  parseProductNames,
  productNames,
  withProductNames,
} from './productNamesPlugin';

const germanTexts = readFileSync(
  new URL('../../../packages/i18n/src/locales/de/translation.json', import.meta.url),
  'utf8',
);

/** A name for `product` in every language: `<name> (<language>)`. */
function inEveryLanguage(name: string): Record<string, string> {
  return Object.fromEntries(
    supportedLanguages.map((language) => [language, `${name} ${language}`]),
  );
}

const parse = (value: unknown) => parseProductNames(JSON.stringify(value), 'names.json');

describe('parseProductNames', () => {
  it('takes products named in every language', () => {
    const names = parse({ seo: inEveryLanguage('SEO Suite'), all: inEveryLanguage('every suite') });

    expect(names.seo!.de).toBe('SEO Suite de');
    expect(names.all!.ja).toBe('every suite ja');
  });

  it("takes the README's example file", () => {
    const example = new URL('../product-names.example.json', import.meta.url);

    expect(parseProductNames(readFileSync(example, 'utf8'), 'example').seo!.ja).toBe(
      'SEOツールキット',
    );
  });

  it('knows every product with a display name', () => {
    expect(NAMED_PRODUCTS).toEqual(expect.arrayContaining(['all', 'seo', 'sst', 'growth-kit']));
    expect(NAMED_PRODUCTS).toHaveLength(11);
  });

  it('refuses a file that is not JSON or not an object of products, naming the file', () => {
    expect(() => parseProductNames('{ seo: ', 'names.json')).toThrow(/^names\.json: not JSON/);
    expect(() => parse(['seo'])).toThrow('names.json: expected an object of products');
    expect(() => parse({ seo: 'SEO Suite' })).toThrow('"seo": expected an object of languages');
  });

  it('refuses an unknown product or language', () => {
    expect(() => parse({ trends: inEveryLanguage('Trends') })).toThrow(
      /unknown product "trends" \(products: all, seo, /,
    );
    expect(() => parse({ seo: { ...inEveryLanguage('SEO'), ru: 'SEO' } })).toThrow(
      '"seo": unknown languages ru',
    );
  });

  it('refuses a product not named in every language, listing the missing ones', () => {
    const { de: _de, pl: _pl, ...names } = inEveryLanguage('SEO Suite');

    expect(() => parse({ seo: names })).toThrow(
      '"seo": no name in de, pl (every language needs one)',
    );
  });

  it('refuses an empty name, one on two lines, or one with markup or placeholders', () => {
    for (const name of ['', '  ', 'SEO\nSuite', '<b>SEO</b>', 'SEO {{app}}']) {
      expect(() => parse({ seo: { ...inEveryLanguage('SEO'), fr: name } }), name).toThrow(
        '"seo"."fr": expected a name on one line',
      );
    }
  });
});

describe('withProductNames', () => {
  it("replaces the language's display names and keeps every other text", () => {
    const names = parse({
      seo: inEveryLanguage('SEO-Suite'),
      sst: { ...inEveryLanguage('Abo'), de: ' Ihr Abo ' },
    });
    const before = JSON.parse(germanTexts) as { products: Record<string, string> };

    const after = JSON.parse(withProductNames(germanTexts, 'de', names)) as typeof before;

    expect(after.products.seo).toBe('SEO-Suite de');
    expect(after.products.sst).toBe('Ihr Abo');
    expect(after.products.all).toBe(before.products.all);
    expect({ ...after, products: null }).toEqual({ ...before, products: null });
  });
});

describe('productNames', () => {
  it('is no plugin when no file is set', () => {
    expect(productNames(undefined)).toBeNull();
    expect(productNames('  ')).toBeNull();
  });

  it("rewrites only the languages' text files as the build reads them", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'product-names-')), 'names.json');
    writeFileSync(file, JSON.stringify({ seo: inEveryLanguage('SEO Suite') }));
    const plugin = productNames(file)!;
    const watched: string[] = [];
    (plugin.buildStart as (this: unknown) => void).call({
      addWatchFile: (f: string) => watched.push(f),
    });
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;

    expect(plugin.enforce).toBe('pre');
    expect(watched).toEqual([file]);
    const german = transform(germanTexts, '/repo/packages/i18n/src/locales/de/translation.json');
    expect(JSON.parse(german!.code).products.seo).toBe('SEO Suite de');
    expect(transform('export {}', '/repo/apps/cancel-web/src/main.ts')).toBeNull();
  });

  it('stops the build with the path when the file cannot be read', () => {
    const plugin = productNames('/nowhere/names.json')!;

    expect(() =>
      (plugin.buildStart as (this: unknown) => void).call({ addWatchFile() {} }),
    ).toThrow('CANCEL_FLOW_PRODUCT_NAMES: cannot read /nowhere/names.json');
  });
});
