// Opt-in entry: `import type {} from '@cancel-flow/i18n/typed-keys'` once in an app (e.g. its
// env.d.ts) makes i18next's t() — and react-i18next's — accept only the keys of the English file.
// It is not part of the main entry because i18next allows one CustomTypeOptions per program: a
// consumer with its own typed i18next would otherwise fail with TS2717.
import type {} from 'i18next';
import type { TypedTranslationResources } from './types/translation-resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TypedTranslationResources };
    // A default value must not excuse an unknown key.
    strictKeyChecks: true;
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}

export type { TranslationKey, TranslationResources } from './types/translation-key';
