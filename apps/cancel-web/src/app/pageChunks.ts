// The pages loaded on demand, one chunk each, with their texts (the `pages` part of
// @cancel-flow/i18n). The product pages are not among them: customers land on those, so they are
// in the app's chunk (app/startApp.tsx) and their texts in the main ones.
import type { Language } from '@cancel-flow/i18n';
import type { PageRoute } from '../shell/pageRoute';

export const loadToolkitChoicePage = () => import('../pages/toolkitChoice/ToolkitChoicePage');
export const loadConfirmUnsubscribePage = () => import('../pages/confirm/ConfirmUnsubscribePage');
export const loadNoSubscriptionPage = () => import('../pages/noSubscription/NoSubscriptionPage');

/**
 * Starts downloading the bundle of the page the URL shows (`pageRouteAt`) and its texts in the
 * page's language right away, in parallel with the user and locale requests, instead of after them.
 * Failures surface when the page renders (lazyPage, withTexts).
 */
export function preloadPage(route: PageRoute, language: Language): void {
  const load =
    route.page === 'toolkit-choice'
      ? loadToolkitChoicePage
      : route.page === 'no-subscription'
        ? loadNoSubscriptionPage
        : route.page === 'confirm-unsubscribe'
          ? loadConfirmUnsubscribePage
          : undefined;
  // The part's table of files comes with the page's chunk (a dependency Vite preloads beside it):
  // the texts are one request after the chunk.
  load?.()
    .then(({ default: page }) => page.preloadTexts(language))
    .catch(() => {});
}
