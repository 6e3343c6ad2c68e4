import { defineConfig } from 'tsup';
import { supportedLanguages } from './src/languages/languages';

// Each locale file is also an entry point, so its chunk gets a readable, stable name
// (dist/locales/de.js, and dist/locales/de-outcome.js for its outcome part) instead of
// translation-<hash>.js; the import() calls of index and its parts' table point at them.
const localeEntries = Object.fromEntries(
  supportedLanguages.flatMap((language) => [
    [`locales/${language}`, `src/locales/${language}/translation.json`],
    [`locales/${language}-outcome`, `src/locales/${language}/outcome.json`],
  ]),
);

export default defineConfig({
  entry: { index: 'src/index.ts', react: 'src/react/index.ts', ...localeEntries },
  format: ['esm', 'cjs'],
  dts: { entry: { index: 'src/index.ts', react: 'src/react/index.ts' } },
  // Code splitting for CJS too (esbuild only splits ESM by itself).
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react/jsx-runtime'],
});
