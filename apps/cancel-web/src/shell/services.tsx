import type { CancelApi, Product } from '@cancel-flow/api-client';
import type { StepFinished } from '@cancel-flow/survey-engine';
import { createContext, useContext, type ReactNode } from 'react';
import type { ErrorReporter } from '../errors/errorReporter';
import type { PreviewHandover } from '../firstStep/previewHandover';
import type { SessionSource } from './loadSession';
import type { DevTools } from './devTools';
import type { AppSettings } from './settings';

/** A signed-in user's `user_id` (product §3). */
export type UserId = string | number;

/** Everything the screens get from outside React: created once in app/startApp.tsx (or a story). */
export interface AppServices {
  readonly api: CancelApi;
  readonly session: SessionSource;
  readonly settings: AppSettings;
  readonly reporter: ErrorReporter;
  /** Mock builds only. */
  readonly devTools: DevTools | undefined;
  /**
   * Called with the data gathered so far each time a survey step is finished (product §4), e.g. for
   * the host's analytics. Optional.
   */
  readonly onStepFinished?: (product: Product, finished: StepFinished) => void;
  /** The tab's storage for drafts (sessionStorage in the browser). */
  readonly storage: Storage;
  /**
   * Who the server says is signed in, on the pages that need no user (the confirm link's,
   * no-subscription), which read get-context quietly (never followed or reported): their `user_id`,
   * null when nobody is, undefined when it is not known (the call failed or was redirected, or the
   * page has a session instead, which the app always loads anew). Where it is missing, nobody is
   * known.
   */
  readonly signedInUserId?: () => Promise<UserId | null | undefined>;
  /**
   * The seed of the answers' shuffled order for a survey that starts without a draft; default a
   * new random one each time. The app passes the visit's, which its prerendered first step shows.
   */
  readonly surveySeed?: () => number;
  /**
   * What the customer did on the prerendered first step before the app ran: given once (then
   * undefined), to the survey's first step. The app passes it when the page showed that step.
   */
  readonly takeFirstStepHandover?: () => PreviewHandover | undefined;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}
