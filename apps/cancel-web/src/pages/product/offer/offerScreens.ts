import { lazyPage } from '../../../shell/lazyPage';

// The offer's two screens, each its own chunk off step 1's path.

/** The offer itself, between the last question and step 4. */
export const OfferStep = lazyPage(() => import('./OfferStep'));

/** What follows an accepted offer. */
export const OfferAcceptedScreen = lazyPage(() => import('./OfferAcceptedScreen'));

/**
 * Downloads both screens' code. An offer is shown only once this has resolved
 * (useRetentionOffer), so a customer never lands on an offer that cannot show, and an accepted
 * offer always ends on its screen: nothing is downloaded after the acceptance.
 */
export const preloadOfferScreens = () =>
  Promise.all([OfferStep.preload(), OfferAcceptedScreen.preload()]).then(() => undefined);
