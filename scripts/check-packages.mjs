#!/usr/bin/env node
// Installs the four packages the way another team would: packs each with `pnpm pack`, installs the
// tarballs with npm in a project outside the workspace (checking first that each README links only
// to files its tarball holds), then imports every entry in ESM and CommonJS and i18n's locale JSON
// files, type-checks a consumer under moduleResolution bundler and node16, compiles the marked
// examples of the four READMEs (and runs those marked "compiled and run"), checks that no type
// declaration imports a package a consumer would not have, and runs @arethetypeswrong/cli on each
// tarball.
//
// Usage: node scripts/check-packages.mjs [--no-build] [--keep]
//   --no-build  pack without the prepack build (`pnpm test` has just built every package)
//   --keep      leave the temporary directory for inspection
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = new Set(process.argv.slice(2));
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const attw = join(root, 'node_modules/@arethetypeswrong/cli/dist/index.js');
const ts = createRequire(import.meta.url)('typescript');

const packages = [
  // The README's runnable example ends by printing the submission.
  { dir: 'survey-engine', runPrints: '"accepted_terms": true' },
  { dir: 'api-client' },
  { dir: 'i18n' },
  { dir: 'ui' },
].map((pkg) => ({ ...pkg, entries: scriptEntries(pkg.dir) }));
// What another team installs beside the tarballs: the peers, and types for the consumer's tsc.
const registryPackages = [
  'react@^19',
  'react-dom@^19',
  'msw@~2.15.0',
  '@types/react@^19',
  '@types/node@^20',
  // For the READMEs' examples: the i18n one renders with react-dom/client, a ui one with
  // react-hook-form.
  '@types/react-dom@^19',
  'react-hook-form@^7',
];

const failures = [];
const started = Date.now();

function run(command, commandArgs, options = {}) {
  return execFileSync(command, commandArgs, {
    encoding: 'utf8',
    stdio: 'pipe',
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  });
}

const execFileAsync = promisify(execFile);

/** Like check(), for a command run in the background, so independent tsc runs share the CPUs. */
async function checkCommand(name, command, commandArgs, options) {
  try {
    await execFileAsync(command, commandArgs, {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      ...options,
    });
    console.log(`  ok   ${name}`);
  } catch (error) {
    const output = [error.stdout, error.stderr].filter(Boolean).join('\n').trim();
    console.log(`  FAIL ${name}\n${(output || String(error.message)).replace(/^/gm, '       ')}`);
    failures.push(name);
  }
}

function check(name, action) {
  try {
    const detail = action();
    console.log(`  ok   ${name}${detail ? ` (${detail})` : ''}`);
  } catch (error) {
    const output = [error.stdout, error.stderr].filter(Boolean).join('\n').trim();
    console.log(`  FAIL ${name}\n${(output || String(error.message)).replace(/^/gm, '       ')}`);
    failures.push(name);
  }
}

const work = mkdtempSync(join(tmpdir(), 'cancel-flow-packages-'));
const tarballs = join(work, 'tarballs');
const consumer = join(work, 'consumer');
mkdirSync(tarballs);
mkdirSync(consumer);

try {
  console.log(`Packing with pnpm pack into ${tarballs}`);
  const packed = {};
  for (const { dir } of packages) {
    check(`pack ${dir}`, () => {
      const packArgs = ['pack', '--pack-destination', tarballs];
      if (args.has('--no-build')) packArgs.unshift('--config.ignore-scripts=true');
      run('pnpm', packArgs, { cwd: join(root, 'packages', dir) });
      const file = readdirSync(tarballs).find(
        (name) => name.startsWith(`cancel-flow-${dir}-`) && name.endsWith('.tgz'),
      );
      if (!file) throw new Error(`no tarball for ${dir}`);
      packed[dir] = join(tarballs, file);
      const manifest = JSON.parse(
        run('tar', ['-xzOf', packed[dir], 'package/package.json'], { cwd: tarballs }),
      );
      const ranges = JSON.stringify([
        manifest.dependencies,
        manifest.peerDependencies,
        manifest.optionalDependencies,
      ]);
      if (/catalog:|workspace:/.test(ranges)) {
        throw new Error(`unresolved catalog:/workspace: range in ${ranges}`);
      }
      const files = run('tar', ['-tzf', packed[dir]]).split('\n');
      for (const needed of ['package/LICENSE', 'package/README.md', 'package/dist/index.js']) {
        if (!files.includes(needed)) throw new Error(`${needed} is missing from the tarball`);
      }
      const readme = run('tar', ['-xzOf', packed[dir], 'package/README.md']);
      const broken = readmeLinksOutsideTarball(readme, files);
      if (broken.length > 0) {
        throw new Error(`README.md links to what the tarball lacks: ${broken.join(', ')}`);
      }
      // No path of the machine that built it in a source map.
      for (const map of files.filter((name) => name.endsWith('.map'))) {
        const content = run('tar', ['-xzOf', packed[dir], map]);
        if (content.includes(root)) throw new Error(`${map} holds the path ${root}`);
      }
      return file;
    });
  }
  if (failures.length > 0) throw new Error('packing failed');

  console.log('Checking the imports of the type declarations in each tarball');
  for (const { dir } of packages) {
    check(`d.ts imports ${dir}`, () =>
      declarationImports(packed[dir], join(work, 'unpacked', dir)),
    );
  }

  console.log('Checking types with @arethetypeswrong/cli');
  for (const { dir } of packages) {
    check(`attw ${dir}`, () => {
      run(process.execPath, [attw, packed[dir], '--format', 'ascii']);
    });
  }

  console.log(`Installing the tarballs with npm in ${consumer}`);
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2),
  );
  const failedBeforeInstall = failures.length;
  check('npm install', () => {
    run(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--loglevel=error',
        ...packages.map(({ dir }) => packed[dir]),
        ...registryPackages,
      ],
      { cwd: consumer },
    );
  });
  // Only a failed install stops here: a failed attw check leaves the checks below worth running.
  if (failures.length > failedBeforeInstall) throw new Error('npm install failed');

  console.log('Importing every entry in ESM and CommonJS');
  for (const entry of packages.flatMap((pkg) => pkg.entries)) {
    const expression = `Object.keys(mod).length`;
    check(`import('${entry}')`, () => {
      const count = run(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const mod = await import('${entry}'); console.log(${expression});`,
        ],
        { cwd: consumer },
      ).trim();
      return `${count} exports`;
    });
    check(`require('${entry}')`, () => {
      const count = run(
        process.execPath,
        ['-e', `const mod = require('${entry}'); console.log(${expression});`],
        { cwd: consumer },
      ).trim();
      return `${count} exports`;
    });
  }

  console.log("Reading i18n's texts as JSON (every language and part, ESM and CommonJS)");
  check('import and require @cancel-flow/i18n/locales/*.json', () => {
    const source = readdirSync(join(root, 'packages/i18n/src/locales'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap(({ name }) => ['translation', 'outcome', 'pages'].map((part) => `${name}/${part}`));
    const script = (load) =>
      `const files = ${JSON.stringify(source)}; let keys = 0;
       for (const file of files) {
         const texts = ${load};
         if (typeof texts !== 'object' || Object.keys(texts).length === 0) throw new Error(file);
         keys += Object.keys(texts).length;
       }
       console.log(files.length + ' files, ' + keys + ' groups of keys');`;
    const esm = run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        script(
          "(await import(`@cancel-flow/i18n/locales/${file}.json`, { with: { type: 'json' } })).default",
        ),
      ],
      { cwd: consumer },
    ).trim();
    const cjs = run(
      process.execPath,
      ['-e', script('require(`@cancel-flow/i18n/locales/${file}.json`)')],
      { cwd: consumer },
    ).trim();
    if (esm !== cjs) throw new Error(`ESM read ${esm}, CommonJS ${cjs}`);
    return esm;
  });

  console.log(
    "Type-checking a consumer (moduleResolution bundler and node16) and the READMEs' examples",
  );
  writeFileSync(join(consumer, 'consumer.ts'), consumerSource());
  writeFileSync(join(consumer, 'consumer-cjs.cts'), consumerCjsSource());
  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: false,
    // On in every project `tsc --init` makes since TypeScript 5.9: `import '…/styles.css'` must resolve.
    noUncheckedSideEffectImports: true,
    noEmit: true,
    types: ['node'],
  };
  const tsconfigs = {
    bundler: { module: 'ESNext', moduleResolution: 'Bundler', files: ['consumer.ts'] },
    node16: {
      module: 'Node16',
      moduleResolution: 'Node16',
      files: ['consumer.ts', 'consumer-cjs.cts'],
    },
  };
  for (const [name, { files, ...options }] of Object.entries(tsconfigs)) {
    writeFileSync(
      join(consumer, `tsconfig.${name}.json`),
      JSON.stringify({ compilerOptions: { ...compilerOptions, ...options }, files }, null, 2),
    );
  }
  const exampleFiles = packages.flatMap(({ dir, runPrints }) => {
    const readme = join(root, 'packages', dir, 'README.md');
    const examples = readmeExamples(readme);
    if (examples.length === 0) failures.push(`no checked examples in the ${dir} README`);
    return examples.map((example) => {
      // Named after the README line of its opening fence: line n of the file is line L + n.
      const file = `readme-${dir}-L${example.line}.${example.language}`;
      writeFileSync(join(consumer, file), example.code);
      return { ...example, dir, file, runPrints, readme: relative(root, readme) };
    });
  });
  writeFileSync(
    join(consumer, 'tsconfig.examples.json'),
    JSON.stringify(
      {
        compilerOptions: {
          ...compilerOptions,
          // NodeNext: the i18n README imports a locale file with `with { type: 'json' }`.
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          resolveJsonModule: true,
          // As strict as the consumers that copy them: `prop?: T` does not take `undefined`.
          exactOptionalPropertyTypes: true,
          noEmit: false,
          outDir: 'examples-out',
        },
        files: exampleFiles.map(({ file }) => file),
      },
      null,
      2,
    ),
  );
  await Promise.all([
    ...Object.keys(tsconfigs).map((name) =>
      checkCommand(`tsc ${name}`, process.execPath, [tsc, '-p', `tsconfig.${name}.json`], {
        cwd: consumer,
      }),
    ),
    checkCommand(
      `tsc README examples (${packages
        .map(({ dir }) => `${dir} ${exampleFiles.filter((example) => example.dir === dir).length}`)
        .join(', ')})`,
      process.execPath,
      [tsc, '-p', 'tsconfig.examples.json'],
      { cwd: consumer },
    ),
  ]);
  for (const { file, readme, line, runPrints } of exampleFiles.filter((example) => example.runs)) {
    check(`node ${file} (${readme}:${line})`, () => {
      const output = run(process.execPath, [join('examples-out', file.replace(/\.tsx?$/, '.js'))], {
        cwd: consumer,
      });
      if (runPrints && !output.includes(runPrints)) {
        throw new Error(`the example did not print ${runPrints}:\n${output}`);
      }
    });
  }
} catch (error) {
  if (failures.length === 0) failures.push(String(error));
} finally {
  if (args.has('--keep')) console.log(`Kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

const seconds = Math.round((Date.now() - started) / 1000);
if (failures.length > 0) {
  console.log(
    `packages: ${failures.length} check(s) failed in ${seconds}s: ${failures.join(', ')}`,
  );
  process.exit(1);
}
console.log(`packages: 4 tarballs install with npm and pass every check (${seconds}s)`);

/**
 * The README's relative links whose file is not in the tarball (`files`, tar's listing): whoever
 * reads the installed package has nothing else. Links out of it name the repository on GitHub.
 */
function readmeLinksOutsideTarball(readme, files) {
  const prose = readme.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  const targets = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?[^)]*\)/g)].map((match) => match[1]);
  return targets.filter((target) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) return false;
    const path = posix.normalize(`package/${decodeURIComponent(target.split('#')[0])}`);
    return !files.some((file) => file === path || file.startsWith(`${path.replace(/\/$/, '')}/`));
  });
}

/**
 * Every JavaScript entry of a package's exports map, as a consumer imports it (not its
 * package.json, a stylesheet or a pattern such as i18n's `./locales/*.json`).
 */
function scriptEntries(dir) {
  const manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'));
  return Object.keys(manifest.exports)
    .filter((subpath) => /^\.(?:\/[\w/-]+)?$/.test(subpath))
    .map((subpath) => manifest.name + subpath.slice(1));
}

/**
 * The code blocks right after `<!-- example: compiled [and run] by … -->` markers, each with the
 * line of its opening fence.
 */
function readmeExamples(path) {
  const markdown = readFileSync(path, 'utf8');
  const pattern = /<!-- example: compiled( and run)? by [^>]*-->\s*```(ts|tsx)\n([\s\S]*?)```/g;
  return [...markdown.matchAll(pattern)].map((match) => {
    const [whole, runs, language, code] = match;
    const fence = match.index + whole.indexOf('```');
    return {
      runs: Boolean(runs),
      language,
      code,
      line: markdown.slice(0, fence).split('\n').length,
    };
  });
}

/**
 * Unpacks a tarball and checks that its type declarations import (`import … from`, `import()`,
 * `export … from`, `import x = require()`) no bare package but the package itself, a Node builtin
 * or one of its `dependencies` and `peerDependencies`: a consumer could not resolve any other.
 */
function declarationImports(tarball, into) {
  mkdirSync(into, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', into]);
  const base = join(into, 'package');
  const manifest = JSON.parse(readFileSync(join(base, 'package.json'), 'utf8'));
  const allowed = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const files = readdirSync(base, { recursive: true })
    .map(String)
    .filter((file) => /\.d\.[cm]?ts$/.test(file));
  if (files.length === 0) throw new Error('no .d.ts file in the tarball');
  const problems = [];
  for (const file of files) {
    const source = readFileSync(join(base, file), 'utf8');
    // TypeScript's own scan: every import form, comments and strings skipped.
    for (const { fileName: specifier } of ts.preProcessFile(source, true, true).importedFiles) {
      if (specifier.startsWith('.') || specifier.startsWith('/')) continue;
      if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
      const parts = specifier.split('/');
      const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      if (!allowed.has(name)) {
        problems.push(
          `${file} imports '${specifier}', which is neither ${manifest.name} nor one of its dependencies or peerDependencies`,
        );
      }
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return `${files.length} declaration files`;
}

function consumerSource() {
  return `import { createCancelApi } from '@cancel-flow/api-client';
import { createMockHandlers, MOCK_SCENARIOS } from '@cancel-flow/api-client/mock';
import { createI18n, supportedLanguages, type TranslationKey } from '@cancel-flow/i18n';
import { I18nProvider, Trans, useTranslation } from '@cancel-flow/i18n/react';
import {
  buildSubmission,
  paidQuestionSet,
  type SurveySubmission as EngineSubmission,
} from '@cancel-flow/survey-engine';
import { Button } from '@cancel-flow/ui';
import { createElement } from 'react';

const api = createCancelApi({ baseUrl: 'https://example.com' });
const handlers = createMockHandlers;
const key: TranslationKey = 'buttons.continue';
const languages: readonly string[] = supportedLanguages;
// api-client takes the engine's submission type (copied into its .d.ts, no engine dependency).
type ClientSubmission = Parameters<ReturnType<typeof createCancelApi>['sendSurveyMonitoring']>[0];
const submission: ClientSubmission = {} as EngineSubmission;
const button = createElement(Button, { children: 'Continue' });
// t() takes only the package's keys.
const i18n = await createI18n({ language: 'de' });
const label: string = i18n.t(key);
// @ts-expect-error an unknown key is a type error
i18n.t('a.wrong.key');
// @ts-expect-error so is a plural without its count
i18n.t('fields.charactersLeft');
const left: string = i18n.t('fields.charactersLeft', { count: 3 });
function Page() {
  const { t } = useTranslation();
  return createElement('p', null, t('buttons.continue'), createElement(Trans, {
    i18nKey: 'noSubscription.extraTools',
    components: { a: createElement('a', { href: '/tools' }) },
  }));
}
const page = createElement(I18nProvider, { i18n }, createElement(Page));

export { api, buildSubmission, button, createI18n, handlers, key, label, languages, left, MOCK_SCENARIOS, page, paidQuestionSet, submission };
`;
}

function consumerCjsSource() {
  return `import engine = require('@cancel-flow/survey-engine');
import client = require('@cancel-flow/api-client');
import i18n = require('@cancel-flow/i18n');
import ui = require('@cancel-flow/ui');

export const names: string[] = [
  typeof engine.transition,
  typeof client.createCancelApi,
  typeof i18n.createI18n,
  typeof ui.Button,
];
`;
}
