import type { I18n } from '@cancel-flow/i18n';

/**
 * Downloads the texts of the screens after the survey's questions (outcomeTexts.tsx) in the page's
 * language: the loader and its table of files first, a chunk off step 1's path.
 */
export const loadOutcomeTexts = (i18n: I18n) =>
  import('./outcomeTexts').then(({ loadOutcome }) => loadOutcome(i18n));
