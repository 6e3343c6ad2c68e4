import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { flattenTexts, parseLocaleJson, type ParsedLocale } from './flatten';

/** The package folder, so paths in messages read like 'src/locales/de/translation.json'. */
export const packageRoot = fileURLToPath(new URL('../../', import.meta.url));

const absolute = (path: string) => `${packageRoot}${path}`;

/**
 * A language's text files: its main file, then one per part of src/instance/part-loaders.ts (the
 * parts loaded apart from it). scripts/generate-types.mjs reads English's in the same order.
 */
export const textFileNames = ['translation.json', 'outcome.json', 'pages.json'] as const;

export const textFilePath = (language: string, name: string) => `src/locales/${language}/${name}`;
export const translationPath = (language: string) => textFilePath(language, textFileNames[0]);
export const allowIdenticalPath = (language: string) =>
  `src/locales/${language}/allow-identical.json`;
export const glossaryPath = (language: string) => `glossary/${language}.md`;

/** One text file of a language: its texts, and the groups (top-level keys) it holds. */
export interface LocaleFile extends ParsedLocale {
  readonly path: string;
  readonly groups: readonly string[];
}

/** Reads and flattens each of a language's text files; throws a clear error when one is missing. */
export function readLocaleFiles(language: string): LocaleFile[] {
  return textFileNames.map((name) => {
    const path = textFilePath(language, name);
    if (!existsSync(absolute(path))) {
      throw new Error(`${language}: ${path} is missing; every supported language needs its texts`);
    }
    const data = parseLocaleJson(readFileSync(absolute(path), 'utf8'), path);
    const groups = data && typeof data === 'object' ? Object.keys(data) : [];
    return { path, groups, ...flattenTexts(data, path) };
  });
}

/** A language's texts, its text files merged (main file first). */
export function readLocale(language: string): ParsedLocale {
  const files = readLocaleFiles(language);
  return {
    texts: new Map(files.flatMap((file) => [...file.texts])),
    problems: files.flatMap((file) => file.problems),
  };
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
