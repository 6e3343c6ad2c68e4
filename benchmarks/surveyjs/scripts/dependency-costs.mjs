#!/usr/bin/env node
// What each runtime dependency of cancel-web costs a customer: esbuild bundles of what an app
// imports from it (browser, ESM, production, minified), gzipped at level 9. A library's own cost
// excludes React, which is measured on its own. Packages are taken from the workspace packages
// that use them, so the versions measured are the ones shipped.
//
//   node scripts/dependency-costs.mjs [--json]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { build } from 'esbuild';

import { isMain, paths } from './lib/paths.mjs';
import { formatKB, formatTable, gzipSize } from './lib/sizes.mjs';

/** Folders whose node_modules hold the measured packages (pnpm links each where it is used). */
export const SEARCH_PATHS = [
  'apps/cancel-web',
  'packages/api-client',
  'packages/survey-engine',
  'packages/i18n',
  'packages/ui',
  'benchmarks/surveyjs',
].map((dir) => path.join(paths.repoRoot, dir, 'node_modules'));

const REACT = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

/** Each entry: a name, the packages it measures, its source, and what stays outside the bundle. */
export const SUBJECTS = [
  {
    name: 'react + react-dom',
    packages: ['react', 'react-dom'],
    source: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.body).render(createElement('p', null, 'x'));`,
    external: [],
  },
  {
    name: 'react-router-dom',
    packages: ['react-router-dom'],
    source: `export { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';`,
    external: REACT,
  },
  {
    name: '@cancel-flow/i18n + its React entry',
    packages: ['@cancel-flow/i18n'],
    source: `export { changeLanguage, createI18n } from '@cancel-flow/i18n';
export { I18nProvider, Trans, useTranslation } from '@cancel-flow/i18n/react';`,
    // The texts are chunks of their own, loaded one language at a time.
    external: [...REACT, './locales/*'],
  },
  {
    name: 'i18next (what that t() replaced)',
    packages: ['i18next'],
    source: `export { default as i18next } from 'i18next';`,
    external: [],
  },
  {
    name: 'react-hook-form',
    packages: ['react-hook-form'],
    source: `export { Controller, FormProvider, useController, useForm, useFormContext, useWatch } from 'react-hook-form';`,
    external: REACT,
  },
  {
    name: 'zod/mini (a submission-sized schema)',
    packages: ['zod'],
    source: `import * as z from 'zod/mini';
const entry = z.object({ question: z.string(), answers: z.array(z.string()), comment: z.optional(z.string()) });
export const schema = z.object({ timestamp: z.iso.datetime(), name: z.string().check(z.maxLength(80)), accepted: z.boolean(), survey: z.record(z.string(), entry) });
export const parse = (value) => schema.safeParse(value);`,
    external: [],
  },
  {
    name: 'zod classic (the same schema)',
    packages: ['zod'],
    source: `import * as z from 'zod';
const entry = z.object({ question: z.string(), answers: z.array(z.string()), comment: z.string().optional() });
export const schema = z.object({ timestamp: z.iso.datetime(), name: z.string().max(80), accepted: z.boolean(), survey: z.record(z.string(), entry) });
export const parse = (value) => schema.safeParse(value);`,
    external: [],
  },
  {
    name: 'survey-core + survey-react-ui (JS)',
    packages: ['survey-core', 'survey-react-ui'],
    source: `import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
export { Model, Survey };`,
    external: REACT,
  },
  {
    name: 'survey-core default theme (CSS)',
    packages: ['survey-core'],
    source: `@import 'survey-core/survey-core.css';`,
    loader: 'css',
    external: [],
  },
];

/** The version of `name` found first in SEARCH_PATHS, or undefined when no package has it. */
export function installedVersion(name) {
  for (const dir of SEARCH_PATHS) {
    const manifest = path.join(dir, name, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version;
  }
  return undefined;
}

/** Bundles one subject; resolves its minified and gzip sizes in bytes. */
export async function measure(subject) {
  const css = subject.loader === 'css';
  const result = await build({
    stdin: {
      contents: subject.source,
      loader: css ? 'css' : 'js',
      resolveDir: paths.packageDir,
      sourcefile: css ? 'entry.css' : 'entry.js',
    },
    bundle: true,
    write: false,
    minify: true,
    format: css ? undefined : 'esm',
    platform: 'browser',
    target: 'es2022',
    nodePaths: SEARCH_PATHS,
    external: subject.external,
    // Keep survey-core's remote font URLs as they are: they are not bundled by an app either.
    loader: { '.woff': 'empty', '.woff2': 'empty', '.ttf': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
  });
  const [output, ...more] = result.outputFiles;
  if (!output || more.length > 0) {
    throw new Error(`esbuild produced ${result.outputFiles.length} files for ${subject.name}`);
  }
  return { minBytes: output.contents.length, gzipBytes: gzipSize(output.contents) };
}

export async function measureAll(subjects = SUBJECTS) {
  const rows = [];
  for (const subject of subjects) {
    const missing = subject.packages.filter((name) => installedVersion(name) === undefined);
    if (missing.length > 0) {
      rows.push({ name: subject.name, missing });
      continue;
    }
    const versions = subject.packages.map((name) => `${name}@${installedVersion(name)}`);
    rows.push({ name: subject.name, versions, ...(await measure(subject)) });
  }
  return rows;
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } });
  const rows = await measureAll();
  if (values.json) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    console.log(
      'esbuild bundle, browser ESM, minified, gzip level 9 (KB = 1,024 bytes); libraries other ' +
        'than React are measured with React left out:\n',
    );
    console.log(
      formatTable(
        ['dependency', 'minified', 'gzip', 'versions'],
        rows.map((row) =>
          row.missing
            ? [row.name, 'not installed', '', `missing: ${row.missing.join(', ')}`]
            : [row.name, formatKB(row.minBytes), formatKB(row.gzipBytes), row.versions.join(', ')],
        ),
      ),
    );
  }
  if (rows.some((row) => row.missing)) process.exitCode = 1;
}
