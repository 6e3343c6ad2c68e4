// Size budget of each language chunk as a customer downloads it (minified, gzip): 6 KiB for its
// main texts, 3 KiB for its outcome part, 2 KiB for its pages part.
// One check per folder of src/locales, so a language whose chunk is not built fails too.
import { readdirSync } from 'node:fs';

const languages = readdirSync(new URL('./src/locales/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

// Each language's main texts, and its parts (src/instance/part-loaders.ts).
export default languages.flatMap((language) => [
  {
    name: `language chunk ${language}`,
    path: `dist/locales/${language}.js`,
    limit: '6 KiB',
    gzip: true,
  },
  {
    name: `outcome chunk ${language}`,
    path: `dist/locales/${language}-outcome.js`,
    limit: '3 KiB',
    gzip: true,
  },
  {
    name: `pages chunk ${language}`,
    path: `dist/locales/${language}-pages.js`,
    limit: '2 KiB',
    gzip: true,
  },
]);
