import type { Language } from '../languages/languages';
import type { LocaleModule } from './loaders';

/**
 * The parts of each language's texts that are loaded apart from its main file (`loadTexts`), so
 * that the first screen downloads less:
 * - `outcome`: the survey's last step and the screens that follow its questions: step 4's form
 *   (`finalStep.*`), the retention offer (`offer.*`) and check-your-email (`checkEmail.*`).
 * - `pages`: the pages other than a product's survey: the toolkit choice (`toolkitChoice.*`), the
 *   no-subscription page (`noSubscription.*`) and the confirmation link's page (`confirm.*`).
 */
export type TextPart = 'outcome' | 'pages';

// One literal import() per language and part, so every bundler emits each as its own chunk. This
// table is itself imported on demand (load-texts.ts): a page that never shows a part downloads
// none of it.
export const partLoaders: Readonly<
  Record<TextPart, Readonly<Record<Language, () => Promise<LocaleModule>>>>
> = {
  outcome: {
    de: () => import('../locales/de/outcome.json'),
    en: () => import('../locales/en/outcome.json'),
    es: () => import('../locales/es/outcome.json'),
    fr: () => import('../locales/fr/outcome.json'),
    it: () => import('../locales/it/outcome.json'),
    ja: () => import('../locales/ja/outcome.json'),
    ko: () => import('../locales/ko/outcome.json'),
    nl: () => import('../locales/nl/outcome.json'),
    pl: () => import('../locales/pl/outcome.json'),
    pt: () => import('../locales/pt/outcome.json'),
    sv: () => import('../locales/sv/outcome.json'),
    tr: () => import('../locales/tr/outcome.json'),
    vi: () => import('../locales/vi/outcome.json'),
    zh: () => import('../locales/zh/outcome.json'),
  },
  pages: {
    de: () => import('../locales/de/pages.json'),
    en: () => import('../locales/en/pages.json'),
    es: () => import('../locales/es/pages.json'),
    fr: () => import('../locales/fr/pages.json'),
    it: () => import('../locales/it/pages.json'),
    ja: () => import('../locales/ja/pages.json'),
    ko: () => import('../locales/ko/pages.json'),
    nl: () => import('../locales/nl/pages.json'),
    pl: () => import('../locales/pl/pages.json'),
    pt: () => import('../locales/pt/pages.json'),
    sv: () => import('../locales/sv/pages.json'),
    tr: () => import('../locales/tr/pages.json'),
    vi: () => import('../locales/vi/pages.json'),
    zh: () => import('../locales/zh/pages.json'),
  },
};
