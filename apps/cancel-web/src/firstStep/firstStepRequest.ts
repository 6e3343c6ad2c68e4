// The prerendered first step's one request, which boot-watch.js and the entry (previewFirstStep)
// both start, whichever runs first: the same URL and the same preload link.
import { pageRouteOf } from '../shell/pageRoute';
import type { ProductPage } from '../shell/productPages';
import { firstStepFile } from './firstStepFiles';

/**
 * The product page at `pathname` and the URL of its first-step file in `language`, or undefined
 * when the page is not a product page (only those have a first step to show early).
 */
export function firstStepOfPage(
  pathname: string,
  base: string,
  language: string,
): { readonly page: ProductPage; readonly url: string } | undefined {
  const route = pageRouteOf(pathname, base);
  if (route?.page !== 'product') return undefined;
  return { page: route.product, url: `${base}${firstStepFile(route.product.path, language)}` };
}

/**
 * Starts the file's request as a `<link rel="preload">`, unless the page already has one for it: a
 * second link would ask again and leave one answer unused (a console warning). A `fetch` of the
 * same URL then takes the preloaded answer.
 */
export function preloadFirstStep(url: string): void {
  if (document.querySelector(`link[rel="preload"][href="${url}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'fetch');
  link.crossOrigin = 'anonymous';
  link.href = url;
  document.head.append(link);
}
