// Shared ESLint flat config for every package and app (ESLint finds it from any sub-folder).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-mock/**',
      '**/dist-faults/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/public/mockServiceWorker.js',
      '**/public-mock/mockServiceWorker.js',
      '**/.turbo/**',
      // The benchmark's reports and raw figures (git-ignored, like the builds).
      '**/.lighthouse/**',
      // Build tools' temporary files, written and deleted while a build runs beside lint.
      '**/*.config.bundled_*.mjs',
      '**/*.timestamp-*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Hooks live in .ts files too (useCountdown, useSurveyStore).
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    // The kit's props tables in Storybook come from react-docgen, which reads `readonly T[]` as
    // "unknown" and `ReadonlyArray<T>` as it is written (apps/storybook/.storybook/unionTypes.ts).
    files: ['packages/ui/src/**/*.ts', 'packages/ui/src/**/*.tsx'],
    rules: {
      '@typescript-eslint/array-type': ['error', { default: 'array', readonly: 'generic' }],
    },
  },
);
