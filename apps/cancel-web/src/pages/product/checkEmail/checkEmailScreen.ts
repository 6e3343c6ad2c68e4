import { lazyPage } from '../../../shell/lazyPage';

/**
 * The check-your-email screen, its own chunk: preloaded with what sending needs
 * (useSubmitReadiness), so that it renders from the loaded module after the send.
 */
export const CheckEmailScreen = lazyPage(() => import('./CheckEmailScreen'));

/** The confirmed cancellation, when a page loaded again finds it in the tab's records. */
export const CancellationConfirmedScreen = lazyPage(() => import('./CancellationConfirmed'));
