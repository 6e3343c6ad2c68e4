import { loadTexts, type I18n } from '@cancel-flow/i18n';
import type { ComponentType } from 'react';
import { withTexts } from '../../shell/withTexts';

// The screens that follow the survey's questions (the offer, what follows its acceptance,
// check-your-email and the confirmed cancellation) and step 4's form show the texts' `outcome`
// part, which a visit downloads apart from step 1's texts (@cancel-flow/i18n's loadTexts): step 4's
// form waits for it with its code (useSubmitReadiness), the screens here through withOutcomeTexts.
// This module, with the part's table of files, is a chunk of its own: the screens' chunks import
// it, and the app reaches it only on demand (loadOutcomeTexts.ts).

/** Downloads the outcome texts in the page's language (see loadTexts). */
export const loadOutcome = (i18n: I18n) => loadTexts(i18n, 'outcome');

/**
 * `Screen` once the outcome texts are loaded: they usually are, downloaded while the customer
 * answered the questions (useSubmitReadiness, useRetentionOffer). Until then (a page loaded again
 * on such a screen), the loading placeholder (withTexts).
 */
export const withOutcomeTexts = <Props extends object>(Screen: ComponentType<Props>) =>
  withTexts('outcome', Screen);
