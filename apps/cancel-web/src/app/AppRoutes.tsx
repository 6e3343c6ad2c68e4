import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
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

/** product §2's route table, below the /cancel base path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<ToolkitChoicePage />} />
      {PRODUCT_PAGES.map((page) => (
        <Route key={page.path} path={page.path} element={<ProductCancelPage page={page} />} />
      ))}
      {Object.entries(PRODUCT_REDIRECTS).map(([from, to]) => (
        <Route key={from} path={from} element={<Redirect to={`/${to}`} />} />
      ))}
      <Route path=":segment/confirm-unsubscribe" element={<ConfirmUnsubscribePage />} />
      <Route path="no-subscription" element={<NoSubscriptionPage />} />
      <Route path="*" element={<Redirect to="/" />} />
    </Routes>
  );
}

/** Replaces the URL, keeping its query string (`?lang=`, `?mock=`). */
function Redirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}
