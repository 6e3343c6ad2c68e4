import type { I18n } from '@cancel-flow/i18n';
import { lazyPage } from '../../../shell/lazyPage';
import { named } from '../../../shell/namedFailure';
import { LOCALE_LOAD_FAILURE, PAGE_LOAD_FAILURE } from '../../../shell/reportNames';
import { loadOutcomeTexts } from '../loadOutcomeTexts';

// The offer's two screens, each its own chunk off step 1's path.

/** The offer itself, between the last question and step 4. */
export const OfferStep = lazyPage(() => import('./OfferStep'));

/** What follows an accepted offer. */
export const OfferAcceptedScreen = lazyPage(() => import('./OfferAcceptedScreen'));

/**
 * Downloads both screens' code and texts; a failure rejects with its name (NamedFailure). An offer
 * is shown only once this has resolved (useRetentionOffer), so a customer never lands on an offer
 * that cannot show, and an accepted offer always ends on its screen: nothing is downloaded after
 * the acceptance.
 */
export const preloadOfferScreens = (i18n: I18n) =>
  Promise.all([
    OfferStep.preload().catch(named(PAGE_LOAD_FAILURE)),
    OfferAcceptedScreen.preload().catch(named(PAGE_LOAD_FAILURE)),
    loadOutcomeTexts(i18n).catch(named(LOCALE_LOAD_FAILURE)),
  ]).then(() => undefined);
