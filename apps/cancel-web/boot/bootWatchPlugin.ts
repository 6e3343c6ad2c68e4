import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions, type Plugin, type Rollup } from 'vite';
// The languages' one list, read from source: the config is bundled before any package is built.
import {
  supportedLanguages,
  type Language,
} from '../../../packages/i18n/src/languages/languages.ts';
import {
  bootTextsPath,
  type BootTexts,
  type BootWatchConfig,
  type BuiltInBootTexts,
} from '../src/bootWatch/bootWatchConfig.ts';
import { languageOfModule } from './buildOutput.mjs';

type OutputBundle = Rollup.OutputBundle;

const FILE_NAME = 'boot-watch.js';
const ENTRY = fileURLToPath(new URL('../src/bootWatch/bootWatchScript.ts', import.meta.url));
const REPORT_FILE_NAME = 'boot-report.js';
const REPORT_ENTRY = fileURLToPath(
  new URL('../src/bootWatch/bootReportScript.ts', import.meta.url),
);
const locales = fileURLToPath(new URL('../../../packages/i18n/src/locales/', import.meta.url));

interface LocaleTexts {
  readonly errors: { readonly banner: string };
  readonly buttons: { readonly tryAgain: string };
}

/** A language's banner and "Try again", straight from its locale file. */
function bootTexts(language: Language): BootTexts {
  const file = `${locales}${language}/translation.json`;
  const locale = JSON.parse(readFileSync(file, 'utf8')) as LocaleTexts;
  return { message: locale.errors.banner, retry: locale.buttons.tryAgain };
}

/** The banner's texts in the script: English alone in the build, all on the dev server. */
function builtInTexts(languages: readonly Language[]): BuiltInBootTexts {
  const texts: Partial<Record<Language, BootTexts>> = {};
  for (const language of languages) texts[language] = bootTexts(language);
  return { ...texts, en: texts.en ?? bootTexts('en') };
}

/**
 * One of the boot's entries (src/bootWatch/*Script.ts) built into one classic script (an IIFE: it
 * must run where the app's modules fail), with `define`'s values in place. boot-watch.js shares
 * the app's rules (the page language, the route table, the first step's URL and preload) and
 * boot-report.js the app's error reporter, instead of copying them.
 */
async function classicScript(
  entry: string,
  fileName: string,
  define: Record<string, string>,
  root: string,
): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define,
    // The workspace packages from source, as in the app's build.
    resolve: { conditions: ['@cancel-flow/source', ...defaultClientConditions] },
    build: {
      write: false,
      // Old enough for a browser that cannot run the app's modules still to show the message.
      target: 'es2017',
      minify: true,
      // Vite asks an IIFE for a name; without exports the script defines no global by it.
      lib: { entry, formats: ['iife'], name: 'cancelFlowBoot', fileName: () => fileName },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const chunk = chunks.find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`${fileName}: the build gave no script`);
  return chunk.code;
}

/** boot-watch.js with `config` in place of `__BOOT_WATCH_CONFIG__`. */
const script = (config: BootWatchConfig, root: string) =>
  classicScript(ENTRY, FILE_NAME, { __BOOT_WATCH_CONFIG__: JSON.stringify(config) }, root);

/** Each language's chunk in the build (`locales/<lang>/translation.json`), by language. */
function localeChunksOf(bundle: OutputBundle, base: string): Record<string, string> {
  const chunks: Record<string, string> = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    const language = languageOfModule(output.facadeModuleId);
    if (language) chunks[language] = `${base}${output.fileName}`;
  }
  return chunks;
}

/**
 * Adds `boot-watch.js` (src/bootWatch/startBootWatch.ts) to the page as an external async script,
 * in the build (with the language chunks it may preload, and beside it each other language's
 * banner texts, `boot-texts/<language>.json`, which the banner fetches, and, when a DSN is set,
 * `boot-report.js`, which it loads to report a failure the app never ran to report) and on the
 * dev server (every language's texts in the script, no chunks and no reports).
 */
export function bootWatch(supportEmail: string): Plugin {
  let base = '/';
  let sentryDsn: string | undefined;
  let root = process.cwd();
  let devScript: Promise<string> | undefined;
  return {
    name: 'cancel-flow:boot-watch',
    // Not in the Node build of the first steps (boot/firstStepPlugin.ts): no page there.
    apply: (userConfig) => !userConfig.build?.ssr,
    configResolved(config) {
      base = config.base;
      root = config.root;
      // What the app's readSettings reads from import.meta.env.
      sentryDsn = (config.env.VITE_SENTRY_DSN as string | undefined)?.trim() || undefined;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `${base}${FILE_NAME}`) return next();
        devScript ??= script(
          { texts: builtInTexts(supportedLanguages), supportEmail, base, localeChunks: {} },
          root,
        );
        devScript.then(
          (code) => {
            response.setHeader('Content-Type', 'text/javascript');
            response.end(code);
          },
          (error: unknown) => {
            devScript = undefined;
            next(error);
          },
        );
      });
    },
    async generateBundle(_options, bundle) {
      const texts = builtInTexts([]);
      const reportScript = sentryDsn ? `${base}${REPORT_FILE_NAME}` : undefined;
      const localeChunks = localeChunksOf(bundle, base);
      const source = await script({ texts, supportEmail, base, localeChunks, reportScript }, root);
      this.emitFile({ type: 'asset', fileName: FILE_NAME, source });
      if (sentryDsn) {
        const reportConfig = { __BOOT_REPORT_CONFIG__: JSON.stringify({ dsn: sentryDsn, base }) };
        const report = await classicScript(REPORT_ENTRY, REPORT_FILE_NAME, reportConfig, root);
        this.emitFile({ type: 'asset', fileName: REPORT_FILE_NAME, source: report });
      }
      for (const language of supportedLanguages) {
        if (texts[language]) continue;
        this.emitFile({
          type: 'asset',
          // The path in the build's output, without the base the page requests it under.
          fileName: bootTextsPath('', language),
          source: JSON.stringify(bootTexts(language)),
        });
      }
    },
    // Right after <title>, before the bundle, and async: its request goes out before the bundle's
    // and it never holds up parsing (a hung boot-watch.js cannot keep the app from starting).
    transformIndexHtml: (html) =>
      html.replace('</title>', `</title>\n    <script async src="${base}${FILE_NAME}"></script>`),
  };
}
