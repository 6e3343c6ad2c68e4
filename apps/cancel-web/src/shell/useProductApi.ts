import type { ProductApi } from '@cancel-flow/api-client';
import { useMemo } from 'react';
import type { ProductPage } from './productPages';
import { useServices } from './services';

/** The page's product calls, bound once to the segment this page uses (product §7). */
export function useProductApi(page: ProductPage): ProductApi {
  const { api } = useServices();
  const { product, dedicatedPage } = page;
  return useMemo(() => api.forProduct(product, { dedicatedPage }), [api, product, dedicatedPage]);
}
