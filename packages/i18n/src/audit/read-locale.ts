import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { flattenTexts, parseLocaleJson, type ParsedLocale } from './flatten';

/** The package folder, so paths in messages read like 'src/locales/de/translation.json'. */
export const packageRoot = fileURLToPath(new URL('../../', import.meta.url));

const absolute = (path: string) => `${packageRoot}${path}`;

export const translationPath = (language: string) => `src/locales/${language}/translation.json`;
export const allowIdenticalPath = (language: string) =>
  `src/locales/${language}/allow-identical.json`;
export const glossaryPath = (language: string) => `glossary/${language}.md`;

/** Reads and flattens a language's translation.json; throws a clear error when it is missing. */
export function readLocale(language: string): ParsedLocale {
  const path = translationPath(language);
  if (!existsSync(absolute(path))) {
    throw new Error(`${language}: ${path} is missing; every supported language needs its texts`);
  }
  return flattenTexts(parseLocaleJson(readFileSync(absolute(path), 'utf8'), path), path);
}

/** The keys a language keeps identical to English; none when it has no allow-identical.json. */
export function readAllowIdentical(language: string): string[] {
  const path = allowIdenticalPath(language);
  if (!existsSync(absolute(path))) return [];
  const data = parseLocaleJson(readFileSync(absolute(path), 'utf8'), path);
  if (!Array.isArray(data) || !data.every((item) => typeof item === 'string')) {
    throw new Error(`${path} must be a JSON array of keys, e.g. ["products.seo"]`);
  }
  return data;
}

export function readGlossary(language: string): string | undefined {
  const path = absolute(glossaryPath(language));
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

export function localeFolders(): string[] {
  return readdirSync(absolute('src/locales'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
