import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'mock/index': 'src/mock/index.ts' },
  format: ['esm', 'cjs'],
  // The engine's SurveySubmission type is bundled into the d.ts: no runtime or install dependency.
  dts: { resolve: ['@cancel-flow/survey-engine'] },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['msw', 'msw/browser', 'msw/node'],
});
