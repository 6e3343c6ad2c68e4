import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

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

function script(supportEmail: string): string {
  return readFileSync(source, 'utf8')
    .replace('= __BOOT_TEXTS__;', `= ${JSON.stringify(bootTexts())};`)
    .replace('= __SUPPORT_EMAIL__;', `= ${JSON.stringify(supportEmail)};`);
}

/**
 * Adds `boot-watch.js` (see that file) to the page as an external script, in the build and on
 * the dev server.
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
        response.end(script(supportEmail));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FILE_NAME, source: script(supportEmail) });
    },
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: `${base}${FILE_NAME}` }, injectTo: 'head' },
    ],
  };
}
