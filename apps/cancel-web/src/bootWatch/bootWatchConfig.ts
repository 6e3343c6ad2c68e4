// What the build puts into boot-watch.js, and where it writes the banner's texts. The build's
// plugin (boot/bootWatchPlugin.ts, run inside vite.config.ts) imports this file, so it imports
// nothing of the app: Vite's native config loader wants every file it reads named in full.
import type { Language } from '@cancel-flow/i18n';

/** product §8's banner and "Try again", from the locale files. */
export interface BootTexts {
  /** The banner, with `{email}` for the support address. */
  readonly message: string;
  readonly retry: string;
}

/**
 * The banner's texts the script carries: English always. The build leaves the other languages
 * out (together about 1 KB gzip that every visit would download and parse before step 1, for a
 * banner few visits show); the banner fetches its language's file (bootTextsPath) when it shows.
 * The dev server puts every language in.
 */
export type BuiltInBootTexts = Readonly<Partial<Record<Language, BootTexts>>> & {
  readonly en: BootTexts;
};

/** What the build puts into boot-watch.js (boot/bootWatchPlugin.ts). */
export interface BootWatchConfig {
  readonly texts: BuiltInBootTexts;
  readonly supportEmail: string;
  /** The build's base path, with its trailing slash (/cancel/). */
  readonly base: string;
  /** Each language's chunk (its URL), by language; none on the dev server. */
  readonly localeChunks: Readonly<Partial<Record<Language, string>>>;
  /**
   * boot-report.js's URL when the build reports errors (a DSN is set); none on the dev server.
   * Loaded once the banner shows (bootReport.ts says what it reports).
   */
  readonly reportScript?: string;
}

/** A language's banner texts (BootTexts as JSON), which the build writes beside boot-watch.js. */
export const bootTextsPath = (base: string, language: Language) =>
  `${base}boot-texts/${language}.json`;
