import type { ParseKeys } from 'i18next';
import type { TranslationResources, TypedTranslationResources } from './translation-resources';

export type { TranslationResources };

// Types i18next's t() wherever this package is imported: an unknown key fails type checking.
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

/** Any key t() accepts, e.g. 'buttons.continue' or the plural base 'fields.charactersLeft'. */
export type TranslationKey = ParseKeys<'translation'>;
