import {
  changeLanguage,
  createI18n,
  languageNames,
  loadTexts,
  supportedLanguages,
  toSupportedLanguage,
  type I18n,
} from '@cancel-flow/i18n';
import { I18nProvider } from '@cancel-flow/i18n/react';
import type { Decorator, Loader } from '@storybook/react-vite';

/** The `locale` toolbar: the 14 interface languages, each shown in its own name. */
export const localeGlobalType = {
  description: 'Interface language',
  toolbar: {
    title: 'Language',
    icon: 'globe',
    items: supportedLanguages.map((value) => ({
      value,
      title: languageNames[value],
      right: value,
    })),
    dynamicTitle: true,
  },
};

let instance: Promise<I18n> | undefined;

/**
 * Loads the chosen language before the story renders (loaders run again when a global changes),
 * reusing one I18n, with its parts: the outcome part (step 4's form, the offer and check-your-email,
 * which the app loads while the customer answers the questions) and the pages part (the toolkit
 * choice, no-subscription and confirmation pages, which the app loads with their code). Sets
 * <html lang> so fonts, hyphenation and screen readers follow the language.
 */
export const i18nLoader: Loader = async ({ globals }) => {
  const language = toSupportedLanguage(String(globals.locale ?? 'en')) ?? 'en';
  instance ??= createI18n({ language });
  const i18n = await instance;
  if (i18n.language !== language) await changeLanguage(i18n, language);
  await Promise.all([loadTexts(i18n, 'outcome'), loadTexts(i18n, 'pages')]);
  document.documentElement.lang = language;
  return { i18n };
};

/** Gives stories (and the screens that use `useTranslation`) the loaded I18n. */
export const withI18n: Decorator = (Story, { loaded }) => (
  <I18nProvider i18n={loaded.i18n as I18n}>
    <Story />
  </I18nProvider>
);
