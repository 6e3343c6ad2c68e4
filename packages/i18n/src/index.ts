export {
  fallbackLanguage,
  isSupportedLanguage,
  languageNames,
  regionalFallbacks,
  supportedLanguages,
  toSupportedLanguage,
  type Language,
} from './languages/languages';
export {
  LANGUAGE_PARAM,
  languageQuery,
  pageLanguage,
  preferredLanguage,
  resolveLanguage,
  type ResolveLanguageInput,
} from './resolve/resolve-language';
export {
  changeLanguage,
  createI18n,
  type CreateI18nOptions,
  type I18n,
  type LoadErrorHandler,
} from './instance/create-i18n';
export { hasTexts, loadTexts } from './instance/load-texts';
export { preloadTexts } from './instance/preload-texts';
export { loadLocale, UnsupportedLanguageError, type LocaleResources } from './instance/loaders';
export type { TextPart } from './instance/part-loaders';
export type { TFunction, TranslateArgs, TranslateOptions } from './translate/translate';
export type {
  TranslationKey,
  TranslationParams,
  TranslationResources,
} from './types/translation-key';
