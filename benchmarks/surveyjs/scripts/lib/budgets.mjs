// Issue 7's size budgets for cancel-web and the checks of its production build against them.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { formatKB, formatTable, gzipSize, KB } from './sizes.mjs';

export const BUDGETS = {
  /** All JS a customer downloads before step 1 of /cancel/seo shows. */
  initialJs: { limit: 150 * KB, goal: 120 * KB },
  /** Each language's chunk. */
  languageChunk: { limit: 6 * KB },
  /** All CSS files of the build together. */
  allCss: { limit: 15 * KB },
};

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

/**
 * One row per budgeted figure: `{ label, gzipBytes, limit, goal?, ok }`. `initialJsGzip` is
 * measured in the browser; `languageChunks` and `cssFiles` come from the build.
 */
export function checkBudgets({ initialJsGzip, languageChunks, cssFiles }) {
  const rows = [
    {
      label: 'JS before step 1 of /cancel/seo',
      gzipBytes: initialJsGzip,
      limit: BUDGETS.initialJs.limit,
      goal: BUDGETS.initialJs.goal,
    },
    ...languageChunks.map((chunk) => ({
      label: `Language chunk ${chunk.language ?? '(unknown language)'} (${chunk.file})`,
      gzipBytes: chunk.gzipBytes,
      limit: BUDGETS.languageChunk.limit,
    })),
    {
      label: `All CSS (${cssFiles.length} file${cssFiles.length === 1 ? '' : 's'})`,
      gzipBytes: cssFiles.reduce((total, file) => total + file.gzipBytes, 0),
      limit: BUDGETS.allCss.limit,
    },
  ];
  return rows.map((row) => ({ ...row, ok: row.gzipBytes <= row.limit }));
}

export function formatBudgetTable(rows) {
  return formatTable(
    ['what', 'gzip', 'budget', 'goal', 'status'],
    rows.map((row) => [
      row.label,
      formatKB(row.gzipBytes),
      formatKB(row.limit),
      row.goal === undefined ? '' : formatKB(row.goal),
      row.ok
        ? row.goal !== undefined && row.gzipBytes > row.goal
          ? 'ok (over goal)'
          : 'ok'
        : `OVER by ${formatKB(row.gzipBytes - row.limit)}`,
    ]),
  );
}
