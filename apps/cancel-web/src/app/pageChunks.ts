// The pages loaded on demand, one chunk each. The product pages are not among them: customers
// land on those, so they are in the app's chunk (app/startApp.tsx).
import type { PageRoute } from '../shell/pageRoute';

export const loadToolkitChoicePage = () => import('../pages/toolkitChoice/ToolkitChoicePage');
export const loadConfirmUnsubscribePage = () => import('../pages/confirm/ConfirmUnsubscribePage');
export const loadNoSubscriptionPage = () => import('../pages/noSubscription/NoSubscriptionPage');

/**
 * Starts downloading the bundle of the page the URL shows (`pageRouteAt`) right away, in parallel
 * with the user and locale requests, instead of after them. Failures surface when the page renders.
 */
export function preloadPage(route: PageRoute): void {
  const load =
    route.page === 'toolkit-choice'
      ? loadToolkitChoicePage
      : route.page === 'no-subscription'
        ? loadNoSubscriptionPage
        : route.page === 'confirm-unsubscribe'
          ? loadConfirmUnsubscribePage
          : undefined;
  load?.().catch(() => {});
}
