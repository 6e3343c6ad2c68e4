// The pages loaded on demand, one chunk each. The product pages are not among them: customers
// land on those, so they are in the app's chunk (app/startApp.tsx).
import { pathBelowBase } from '../shell/pagePath';

export const loadToolkitChoicePage = () => import('../pages/toolkitChoice/ToolkitChoicePage');
export const loadConfirmUnsubscribePage = () => import('../pages/confirm/ConfirmUnsubscribePage');
export const loadNoSubscriptionPage = () => import('../pages/noSubscription/NoSubscriptionPage');

/**
 * Starts downloading the bundle of the page at `pathname` (below `base`, /cancel/) right away, in
 * parallel with the user and locale requests, instead of after them. Failures surface when the
 * page renders.
 */
export function preloadPage(pathname: string, base: string): void {
  const path = pathBelowBase(pathname, base);
  const load =
    path === ''
      ? loadToolkitChoicePage
      : path === 'no-subscription'
        ? loadNoSubscriptionPage
        : path?.endsWith('/confirm-unsubscribe')
          ? loadConfirmUnsubscribePage
          : undefined;
  load?.().catch(() => {});
}
