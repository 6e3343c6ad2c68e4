// The JS that step 1 of /cancel/seo needs, read from cancel-web's build: index.html's classic
// scripts (boot-watch.js, which the Vite manifest does not list) and, from the Vite manifest
// (dist/.vite/manifest.json, `build.manifest: true`), the code every load runs (the entry and the
// app's chunk, which the entry imports once step 1 is painted, with everything they import
// statically), the product page's chunk with its static imports (none while the page is in the
// app's chunk), and the English texts. Step 1 paints before all of it has run (the prerendered
// first step needs only the classic scripts and the entry, `firstPaintJsFiles`); its answers can
// be chosen from then on, and it is usable in full (Continue goes on) once all of it has run. Static and
// deterministic, so `pnpm test` can budget it; `pnpm bench` cross-checks it against what Chromium
// actually downloads.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { keysRunOnLoad, staticClosure } from '@cancel-flow/cancel-web/build-output';

/** Manifest keys (source paths) are matched by their ending, so a moved folder still matches. */
export const STEP_1_MODULES = {
  /** The page /cancel/seo renders (apps/cancel-web/src/app/AppRoutes.tsx). */
  route: ['/ProductCancelPage.tsx'],
  /**
   * The page is in the code every load runs (the app's chunk: AppRoutes.tsx imports it
   * statically), so it has no chunk of its own; if it gets one again the check fails, so that its
   * chunk is counted.
   */
  routeInEntry: true,
  /** English, the language of the bench's `?lang=en`. */
  locale: ['/locales/en/translation.json'],
};

export function readManifest(distDir) {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(file)) {
    throw new Error(
      `No Vite manifest at ${file}: build cancel-web (\`pnpm --filter @cancel-flow/cancel-web ` +
        'build`) with `build.manifest: true` in its vite.config.ts.',
    );
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

function keyEndingWith(manifest, endings, what) {
  const key = Object.keys(manifest).find((k) => endings.some((ending) => k.endsWith(ending)));
  if (!key) {
    throw new Error(
      `The Vite manifest has no ${what} (a key ending with ${endings.join(' or ')}): ` +
        'update STEP_1_MODULES in benchmarks/surveyjs/scripts/lib/step1-js.mjs.',
    );
  }
  return key;
}

// `key` with everything it imports statically: cancel-web's own reading of its build output.
export { staticClosure };

const entryKey = (manifest) => {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk');
  return entry;
};

const jsFilesOf = (manifest, keys) =>
  [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));

/**
 * The JS files (relative to dist, e.g. `assets/index-abc.js`) downloaded before step 1 of
 * /cancel/seo is usable, in a stable order: the entry's, the app's, then the route's, then the
 * locale.
 */
export function step1JsFiles(manifest, modules = STEP_1_MODULES) {
  entryKey(manifest);
  const keys = keysRunOnLoad(manifest);
  if (modules.routeInEntry) {
    const own = Object.keys(manifest).find((k) => modules.route.some((end) => k.endsWith(end)));
    if (own) {
      throw new Error(
        `The route module ${own} has its own chunk: set STEP_1_MODULES.routeInEntry to false in ` +
          'benchmarks/surveyjs/scripts/lib/step1-js.mjs so that it is counted.',
      );
    }
  } else {
    staticClosure(manifest, keyEndingWith(manifest, modules.route, 'route module'), keys);
  }
  staticClosure(manifest, keyEndingWith(manifest, modules.locale, 'English locale'), keys);
  return jsFilesOf(manifest, keys);
}

/**
 * The JS files that run before the prerendered step 1 paints: the entry and its static imports
 * (the app's chunk downloads meanwhile and runs after).
 */
export function firstPaintJsFiles(manifest) {
  return jsFilesOf(manifest, staticClosure(manifest, entryKey(manifest)));
}

const SCRIPT_TAG = /<script\b([^>]*)>/g;
const srcOf = (attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1];

/**
 * index.html's classic scripts (a `<script src>` that is not a module), relative to the build
 * folder: code every load runs that the Vite manifest does not list (cancel-web's boot-watch.js).
 * The base path is read off the entry's script tag.
 */
export function classicScriptFiles(indexHtml, manifest) {
  const entryFile = manifest[entryKey(manifest)].file;
  const scripts = [...indexHtml.matchAll(SCRIPT_TAG)].map((match) => match[1]);
  const entrySrc = scripts.map(srcOf).find((src) => src?.endsWith(`/${entryFile}`));
  if (!entrySrc) throw new Error(`index.html has no script tag for the entry ${entryFile}`);
  const base = entrySrc.slice(0, -entryFile.length);
  return scripts
    .filter((attributes) => !/\btype="module"/.test(attributes))
    .map(srcOf)
    .filter((src) => src !== undefined)
    .map((src) => {
      if (!src.startsWith(base)) {
        throw new Error(`index.html loads ${src}, which is not under the build's base ${base}`);
      }
      return src.slice(base.length);
    });
}

/**
 * The JS of step 1 in a build folder (paths relative to it): `usable`, every file loaded before
 * step 1 is usable (the size budget's figure); `firstPaint`, the part that runs before the
 * prerendered step 1 paints. index.html's classic scripts come first in both.
 */
export function step1JsOfBuild(distDir) {
  const manifest = readManifest(distDir);
  const classic = classicScriptFiles(
    readFileSync(path.join(distDir, 'index.html'), 'utf8'),
    manifest,
  );
  return {
    usable: [...classic, ...step1JsFiles(manifest)],
    firstPaint: [...classic, ...firstPaintJsFiles(manifest)],
  };
}
