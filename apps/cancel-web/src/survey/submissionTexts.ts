import { loadLocale, type I18n, type LocaleResources } from '@cancel-flow/i18n';

/** The English texts a submission records besides the engine's own: the product names. */
export type SubmissionTexts = LocaleResources;

/**
 * The English texts the submission needs, from the page's texts when the page is in English,
 * otherwise downloaded (with the locale time-out). Loaded before step 4, never at the click.
 */
export async function loadSubmissionTexts(i18n: I18n): Promise<SubmissionTexts> {
  return i18n.texts('en') ?? loadLocale('en');
}
