// Size budget of each language chunk as a customer downloads it (minified, gzip): 6 KiB.
// One check per folder of src/locales, so a language whose chunk is not built fails too.
import { readdirSync } from 'node:fs';

const languages = readdirSync(new URL('./src/locales/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

export default languages.map((language) => ({
  name: `language chunk ${language}`,
  path: `dist/locales/${language}.js`,
  limit: '6 KiB',
  gzip: true,
}));
