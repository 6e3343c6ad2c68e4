import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { supportedLanguages } from '../../../packages/i18n/src/languages/languages.ts';
import { languageOfModule } from './buildOutput.mjs';

const ENGLISH_TEXTS = new URL(
  '../../../packages/i18n/src/locales/en/translation.json',
  import.meta.url,
);

/** The products whose display name (`{app}`, the texts' `products.*`) a deployment may set. */
export const NAMED_PRODUCTS: readonly string[] = Object.keys(
  (JSON.parse(readFileSync(ENGLISH_TEXTS, 'utf8')) as { products: object }).products,
);

/** Each product's display name in every language, as the deployment's file gives them. */
export type ProductNames = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * Reads and checks the deployment's display names (`CANCEL_FLOW_PRODUCT_NAMES`, apps/cancel-web's
 * README › Deploying): a JSON object of products, each naming itself in all 14 languages, so no
 * page shows a new name in one language and the old one in another. Throws a message that names the
 * file and what is wrong.
 */
export function parseProductNames(text: string, file: string): ProductNames {
  const fail = (problem: string): never => {
    throw new Error(`${file}: ${problem}`);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return fail(`not JSON (${(error as Error).message})`);
  }
  if (!isObject(parsed)) return fail('expected an object of products, e.g. { "seo": { … } }');
  for (const [product, names] of Object.entries(parsed)) {
    if (!NAMED_PRODUCTS.includes(product)) {
      fail(`unknown product "${product}" (products: ${NAMED_PRODUCTS.join(', ')})`);
    }
    if (!isObject(names)) {
      return fail(`"${product}": expected an object of languages, e.g. { "en": "SEO Toolkit" }`);
    }
    const unknown = Object.keys(names).filter((language) => !isLanguage(language));
    if (unknown.length > 0) {
      fail(`"${product}": unknown languages ${unknown.join(', ')}`);
    }
    const missing = supportedLanguages.filter((language) => !Object.hasOwn(names, language));
    if (missing.length > 0) {
      fail(`"${product}": no name in ${missing.join(', ')} (every language needs one)`);
    }
    for (const [language, name] of Object.entries(names)) {
      if (typeof name !== 'string' || name.trim() === '' || /[\n\r{}<>]/.test(name)) {
        fail(`"${product}"."${language}": expected a name on one line, without { } < >`);
      }
    }
  }
  return parsed as ProductNames;
}

/**
 * One language's texts (a locale file's JSON) with the deployment's display names in place of
 * the translated ones; the other texts as they were.
 */
export function withProductNames(json: string, language: string, names: ProductNames): string {
  const texts = JSON.parse(json) as { products: Record<string, string> };
  for (const [product, byLanguage] of Object.entries(names)) {
    texts.products[product] = byLanguage[language]!.trim();
  }
  return JSON.stringify(texts);
}

/**
 * Puts the deployment's display names into each language's texts as the build reads them, so
 * the app, its prerendered first steps (built with the same config) and the English texts sent
 * with the survey all use them. `file` is `CANCEL_FLOW_PRODUCT_NAMES`, relative to the app's
 * folder; unset, the texts stay as translated.
 */
export function productNames(file: string | undefined): Plugin | null {
  if (!file?.trim()) return null;
  const path = resolve(file.trim());
  let names: ProductNames | undefined;
  return {
    name: 'cancel-flow:product-names',
    // Before Vite's own JSON plugin turns the file into a module.
    enforce: 'pre',
    buildStart() {
      this.addWatchFile(path);
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch {
        throw new Error(`CANCEL_FLOW_PRODUCT_NAMES: cannot read ${path}`);
      }
      names = parseProductNames(text, path);
    },
    transform(code, id) {
      const language = languageOfModule(id);
      if (!language || !names) return null;
      return { code: withProductNames(code, language, names), map: null };
    },
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isLanguage(value: string): boolean {
  return (supportedLanguages as readonly string[]).includes(value);
}
