import { Navigate, useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { PRODUCT_REDIRECTS, productPageAt } from '../shell/productPages';
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
  const segment = (useParams().segment ?? '').toLowerCase();
  const page = productPageAt(segment);
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
