import { defineConfig } from 'tsup';
import { supportedLanguages } from './src/languages/languages';

// Each locale is also an entry point, so its chunk gets a readable, stable name
// (dist/locales/de.js) instead of translation-<hash>.js; index's import() calls point at it.
const localeEntries = Object.fromEntries(
  supportedLanguages.map((language) => [
    `locales/${language}`,
    `src/locales/${language}/translation.json`,
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
