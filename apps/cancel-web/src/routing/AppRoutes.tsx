import { Navigate, Route, Routes } from 'react-router-dom';
import { PRODUCT_PAGES, PRODUCT_REDIRECTS } from '../app/productPages';
import { lazyPage } from './lazyPage';

const ToolkitChoicePage = lazyPage(() => import('../screens/toolkitChoice/ToolkitChoicePage'));
const ProductCancelPage = lazyPage(() => import('../screens/survey/ProductCancelPage'));
const ConfirmUnsubscribePage = lazyPage(() => import('../screens/confirm/ConfirmUnsubscribePage'));
const NoSubscriptionPage = lazyPage(() => import('../screens/noSubscription/NoSubscriptionPage'));

/** SPEC §2's route table, below the /cancel base path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<ToolkitChoicePage />} />
      {PRODUCT_PAGES.map((page) => (
        <Route key={page.path} path={page.path} element={<ProductCancelPage page={page} />} />
      ))}
      {Object.entries(PRODUCT_REDIRECTS).map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate to={`/${to}`} replace />} />
      ))}
      <Route path=":segment/confirm-unsubscribe" element={<ConfirmUnsubscribePage />} />
      <Route path="no-subscription" element={<NoSubscriptionPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
