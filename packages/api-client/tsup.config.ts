import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'mock/index': 'src/mock/index.ts' },
  format: ['esm', 'cjs'],
  // The engine's types used here (e.g. SurveySubmission) are copied into the .d.ts files, so the
  // published client needs no @cancel-flow/survey-engine at all.
  dts: { resolve: ['@cancel-flow/survey-engine'] },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['msw', 'msw/browser', 'msw/node'],
});
