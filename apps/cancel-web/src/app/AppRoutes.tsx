import { Navigate, useLocation } from 'react-router-dom';
import { pageRouteAt } from '../shell/pageRoute';
import { lazyPage } from '../shell/lazyPage';
import {
  loadConfirmUnsubscribePage,
  loadNoSubscriptionPage,
  loadToolkitChoicePage,
} from './pageChunks';
// In the app's chunk: the product pages are where customers land, and waiting for a second round
// of requests (the page's chunks) would hold up their first step.
import ProductCancelPage from '../pages/product/ProductCancelPage';

const ToolkitChoicePage = lazyPage(loadToolkitChoicePage);
const ConfirmUnsubscribePage = lazyPage(loadConfirmUnsubscribePage);
const NoSubscriptionPage = lazyPage(loadNoSubscriptionPage);

/**
 * product §2's pages below the /cancel base path, from the one route table (`pageRouteAt`, which
 * the entry reads too). Matching it takes a few string comparisons: react-router's `useRoutes`
 * would rank route patterns for the same five cases and ship about 2.5 KB gzip more before step 1
 * (docs/performance.md, "Phase I").
 */
export function AppRoutes() {
  const { pathname, search } = useLocation();
  const route = pageRouteAt(pathname);
  switch (route.page) {
    case 'toolkit-choice':
      return <ToolkitChoicePage />;
    case 'no-subscription':
      return <NoSubscriptionPage />;
    case 'confirm-unsubscribe':
      return <ConfirmUnsubscribePage segment={route.segment} />;
    case 'product':
      // Its own instance per product, as when each product had its own route.
      return <ProductCancelPage key={route.product.product} page={route.product} />;
    case 'redirect': {
      // Replaces the URL, keeping its query string (`?lang=`, `?mock=`) but never a confirm
      // link's key: a mistyped link must not leave it in the address or the tab's history.
      const query = new URLSearchParams(search);
      query.delete('key');
      // react-router leaves out a lone '?'.
      return <Navigate to={{ pathname: `/${route.to}`, search: `?${query}` }} replace />;
    }
  }
}
