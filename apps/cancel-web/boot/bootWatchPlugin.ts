import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { firstStepFile } from '../src/firstStep/firstStepFiles.ts';
import { BOOT_FAILED_EVENT } from '../src/shell/bootFailed.ts';
import { PRODUCT_PAGES } from '../src/shell/productPages.ts';

type OutputBundle = Rollup.OutputBundle;

const FILE_NAME = 'boot-watch.js';
const source = fileURLToPath(new URL('./boot-watch.js', import.meta.url));
const locales = fileURLToPath(new URL('../../../packages/i18n/src/locales/', import.meta.url));

interface LocaleTexts {
  readonly errors: { readonly banner: string };
  readonly buttons: { readonly tryAgain: string };
}

/** The banner and "Try again" of every language, straight from the locale files. */
function bootTexts(): Record<string, { message: string; retry: string }> {
  const texts: Record<string, { message: string; retry: string }> = {};
  for (const entry of readdirSync(locales, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const language = entry.name;
    const file = `${locales}${language}/translation.json`;
    const locale = JSON.parse(readFileSync(file, 'utf8')) as LocaleTexts;
    texts[language] = { message: locale.errors.banner, retry: locale.buttons.tryAgain };
  }
  return texts;
}

/** Stands for the page language in FIRST_STEP_FILES (boot-watch.js puts it in). */
const LANGUAGE_SLOT = '{language}';

/**
 * The prerendered first step of each product page (boot/firstStepPlugin.ts writes them), by the
 * page's path: its URL, with LANGUAGE_SLOT for the language.
 */
function firstStepFiles(base: string): Record<string, string> {
  return Object.fromEntries(
    PRODUCT_PAGES.map((page) => [page.path, `${base}${firstStepFile(page.path, LANGUAGE_SLOT)}`]),
  );
}

interface BuildFiles {
  readonly base: string;
  readonly localeChunks: Record<string, string>;
  readonly firstStepFiles: Record<string, string>;
}

function script(supportEmail: string, files: BuildFiles): string {
  return readFileSync(source, 'utf8')
    .replace('= __BOOT_TEXTS__;', `= ${JSON.stringify(bootTexts())};`)
    .replace('= __SUPPORT_EMAIL__;', `= ${JSON.stringify(supportEmail)};`)
    .replace('= __BASE__;', `= ${JSON.stringify(files.base)};`)
    .replace('= __LOCALE_CHUNKS__;', `= ${JSON.stringify(files.localeChunks)};`)
    .replace('= __FIRST_STEP_FILES__;', `= ${JSON.stringify(files.firstStepFiles)};`)
    .replace('= __LANGUAGE_SLOT__;', `= ${JSON.stringify(LANGUAGE_SLOT)};`)
    .replace('= __BOOT_FAILED_EVENT__;', `= ${JSON.stringify(BOOT_FAILED_EVENT)};`);
}

/** Each language's chunk in the build (`locales/<lang>/translation.json`), by language. */
function localeChunksOf(bundle: OutputBundle, base: string): Record<string, string> {
  const chunks: Record<string, string> = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    const language = /locales\/(\w+)\/translation\.json$/.exec(output.facadeModuleId ?? '')?.[1];
    if (language) chunks[language] = `${base}${output.fileName}`;
  }
  return chunks;
}

/**
 * Adds `boot-watch.js` (see that file) to the page as an external async script, in the build (with the
 * language chunks and first-step files it preloads) and on the dev server (without: there are none).
 */
export function bootWatch(supportEmail: string): Plugin {
  let base = '/';
  return {
    name: 'cancel-flow:boot-watch',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `${base}${FILE_NAME}`) return next();
        response.setHeader('Content-Type', 'text/javascript');
        // No chunks and no prerendered steps on the dev server.
        response.end(script(supportEmail, { base, localeChunks: {}, firstStepFiles: {} }));
      });
    },
    generateBundle(_options, bundle) {
      const source = script(supportEmail, {
        base,
        localeChunks: localeChunksOf(bundle, base),
        firstStepFiles: firstStepFiles(base),
      });
      this.emitFile({ type: 'asset', fileName: FILE_NAME, source });
    },
    // Right after <title>, before the bundle, and async: its request goes out before the bundle's
    // and it never holds up parsing (a hung boot-watch.js cannot keep the app from starting).
    transformIndexHtml: (html) =>
      html.replace('</title>', `</title>\n    <script async src="${base}${FILE_NAME}"></script>`),
  };
}
