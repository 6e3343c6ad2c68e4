// What cancel-web's size budgets measure in its production build (the limits are in
// ../../.size-limit.mjs): its CSS files and its language chunks.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { gzipSize } from './sizes.mjs';

/**
 * Each `locales/<lang>/translation.json` is its own chunk: `locale-<lang>-<hash>.js`
 * (cancel-web's `chunkFileNames`), or Vite's default `translation-<hash>.js`.
 */
export const LANGUAGE_CHUNK = /^(?:locale-[a-z]+|translation)-[\w-]+\.js$/;

async function filesIn(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/** Every CSS file of a build with its gzip size. */
export async function cssFilesOf(distDir) {
  const files = (await filesIn(distDir)).filter((file) => file.endsWith('.css'));
  return Promise.all(
    files.map(async (file) => ({
      file: path.relative(distDir, file),
      gzipBytes: gzipSize(await readFile(file)),
    })),
  );
}

/**
 * The language chunks of a build with their gzip sizes. `locales` maps a language code to its
 * texts (the i18n package's translation.json); a chunk is labelled with the language its name
 * carries, or else the one whose marker text (see languageMarkers) it contains.
 */
export async function languageChunksOf(distDir, locales) {
  const assets = path.join(distDir, 'assets');
  const names = (await readdir(assets)).filter((name) => LANGUAGE_CHUNK.test(name)).sort();
  const markers = languageMarkers(locales);
  return Promise.all(
    names.map(async (name) => {
      const content = await readFile(path.join(assets, name));
      const text = content.toString('utf8');
      const language =
        /^locale-([a-z]+)-/.exec(name)?.[1] ??
        markers.find(({ marker }) => marker && text.includes(marker))?.language;
      return { file: `assets/${name}`, language, gzipBytes: gzipSize(content) };
    }),
  );
}

/** Per language, its longest text that no other language has (texts may equal English). */
export function languageMarkers(locales) {
  const textsOf = Object.fromEntries(
    Object.entries(locales).map(([language, texts]) => [language, plainTexts(texts)]),
  );
  return Object.entries(textsOf).map(([language, texts]) => {
    const others = new Set(
      Object.entries(textsOf)
        .filter(([other]) => other !== language)
        .flatMap(([, otherTexts]) => otherTexts),
    );
    const unique = texts.filter((text) => !others.has(text));
    const marker = unique.reduce(
      (longest, text) => (text.length > longest.length ? text : longest),
      '',
    );
    return { language, marker };
  });
}

function plainTexts(texts) {
  if (typeof texts === 'string') {
    // Texts with quotes, backslashes, newlines or `$` may be escaped in a chunk: skip them.
    return /[`'"\\\n$]/.test(texts) ? [] : [texts];
  }
  return texts && typeof texts === 'object' ? Object.values(texts).flatMap(plainTexts) : [];
}

/** Reads every `<localesDir>/<lang>/translation.json`. */
export async function readLocales(localesDir) {
  const entries = await readdir(localesDir, { withFileTypes: true });
  const locales = {};
  for (const entry of entries
    .filter((e) => e.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(localesDir, entry.name, 'translation.json');
    locales[entry.name] = JSON.parse(await readFile(file, 'utf8'));
  }
  return locales;
}
