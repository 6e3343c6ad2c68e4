import { Navigate, useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { PRODUCT_PAGES, PRODUCT_REDIRECTS } from '../shell/productPages';
import { lazyPage } from '../shell/lazyPage';
// In the entry: the product pages are where customers land, and waiting for a second round of
// requests (the page's chunks) would hold up their first step.
import ProductCancelPage from '../pages/product/ProductCancelPage';

const loadToolkitChoicePage = () => import('../pages/toolkitChoice/ToolkitChoicePage');
const loadConfirmUnsubscribePage = () => import('../pages/confirm/ConfirmUnsubscribePage');
const loadNoSubscriptionPage = () => import('../pages/noSubscription/NoSubscriptionPage');

const ToolkitChoicePage = lazyPage(loadToolkitChoicePage);
const ConfirmUnsubscribePage = lazyPage(loadConfirmUnsubscribePage);
const NoSubscriptionPage = lazyPage(loadNoSubscriptionPage);

/**
 * Starts downloading the bundle of the page at `pathname` (below /cancel) right away, in parallel
 * with the user and locale requests, instead of after them. Failures surface when the page renders.
 * Product pages are in the entry already.
 */
export function preloadPage(pathname: string): void {
  const path = pathname.replace(/^\/cancel\/?/, '').replace(/\/$/, '');
  const load =
    path === ''
      ? loadToolkitChoicePage
      : path === 'no-subscription'
        ? loadNoSubscriptionPage
        : path.endsWith('/confirm-unsubscribe')
          ? loadConfirmUnsubscribePage
          : undefined;
  load?.().catch(() => {});
}

/**
 * product §2's route table, below the /cancel base path. The product pages and their old paths
 * share one `:segment` route (`SegmentPage` looks the segment up), so matching ranks five routes
 * instead of one per product on every render.
 */
const ROUTES: RouteObject[] = [
  { index: true, element: <ToolkitChoicePage /> },
  { path: ':segment', element: <SegmentPage /> },
  { path: ':segment/confirm-unsubscribe', element: <ConfirmUnsubscribePage /> },
  { path: 'no-subscription', element: <NoSubscriptionPage /> },
  { path: '*', element: <Redirect to="/" /> },
];

export function AppRoutes() {
  return useRoutes(ROUTES);
}

/** /cancel/{segment}: a product's page, an old path that moved to one, or else the toolkit choice. */
function SegmentPage() {
  // Matched regardless of case, like react-router's own static paths.
  const segment = (useParams().segment ?? '').toLowerCase();
  const page = PRODUCT_PAGES.find((candidate) => candidate.path === segment);
  // Its own instance per product, as when each product had its own route.
  if (page) return <ProductCancelPage key={page.product} page={page} />;
  const movedTo = Object.hasOwn(PRODUCT_REDIRECTS, segment) ? PRODUCT_REDIRECTS[segment] : '';
  return <Redirect to={`/${movedTo}`} />;
}

/** Replaces the URL, keeping its query string (`?lang=`, `?mock=`). */
function Redirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}
