import { pathBelowBase } from './pagePath';
import { PRODUCT_REDIRECTS, productPageAt, type ProductPage } from './productPages';

/** product §2's pages below /cancel: what a path shows. */
export type PageRoute =
  | { readonly page: 'toolkit-choice' }
  | { readonly page: 'no-subscription' }
  | { readonly page: 'product'; readonly product: ProductPage }
  /** The segment in lower case; the page itself sends an unknown one to the toolkit choice. */
  | { readonly page: 'confirm-unsubscribe'; readonly segment: string }
  /** Replace the URL with /cancel/{to} (an old product path, or any other path: the choice). */
  | { readonly page: 'redirect'; readonly to: string };

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The one route table of the app: `AppRoutes` renders it, and the entry reads it before the app
 * runs (which page's chunk to preload, whether the page needs the user, whether it has a
 * prerendered first step). `path` is the path below the base, as `pathBelowBase` gives it (`seo`,
 * `seo/confirm-unsubscribe`, '' for the base); static names match regardless of case, like
 * react-router's paths.
 */
export function pageRouteAt(path: string): PageRoute {
  const segments = path
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map(decodeSegment);
  const [first = '', second] = segments;
  if (segments.length === 1) {
    if (first === '') return { page: 'toolkit-choice' };
    const name = first.toLowerCase();
    if (name === 'no-subscription') return { page: 'no-subscription' };
    const product = productPageAt(name);
    if (product) return { page: 'product', product };
    return {
      page: 'redirect',
      to: Object.hasOwn(PRODUCT_REDIRECTS, name) ? PRODUCT_REDIRECTS[name]! : '',
    };
  }
  if (segments.length === 2 && first !== '' && second!.toLowerCase() === 'confirm-unsubscribe') {
    return { page: 'confirm-unsubscribe', segment: first.toLowerCase() };
  }
  return { page: 'redirect', to: '' };
}

/** The route of a URL's `pathname` under the build's `base` (/cancel/); undefined outside it. */
export function pageRouteOf(pathname: string, base: string): PageRoute | undefined {
  const below = pathBelowBase(pathname, base);
  return below === undefined ? undefined : pageRouteAt(below);
}
