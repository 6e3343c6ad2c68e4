import { isProduct, PRODUCTS, type Product } from './products';

/** The `{product}` part of `/cancel/api/{product}/...` URLs (product §7). */
export type ApiSegment =
  | 'semrush'
  | 'sst'
  | 'traffic'
  | 'traffic-and-market'
  | 'seo'
  | 'advertising'
  | 'social'
  | 'local'
  | 'content'
  | 'ai'
  | 'pr'
  | 'growth-kit';

/** The `{segment}` part of the `/cancel/{segment}/confirm-unsubscribe` route (product §2). */
export type ConfirmPathSegment = Exclude<ApiSegment, 'traffic'>;

export interface ProductSegments {
  /** Segment used by the generic URL builder. */
  readonly api: ApiSegment;
  /** Segment used by a product's dedicated page (differs only for traffic-and-market). */
  readonly dedicatedApi: ApiSegment;
  /** Segment of the confirm-unsubscribe route the e-mail link opens. */
  readonly confirmPath: ConfirmPathSegment;
}

/**
 * product §7: all at once uses `semrush`; traffic-and-market uses `traffic` in the generic builder and
 * `traffic-and-market` on its dedicated page; every other product uses its own name.
 * growth-kit -> `growth-kit` is an assumption: the product (docs/product.md) does not show the growth-kit calls.
 */
export const PRODUCT_SEGMENTS: Readonly<Record<Product, ProductSegments>> = {
  all: { api: 'semrush', dedicatedApi: 'semrush', confirmPath: 'semrush' },
  sst: { api: 'sst', dedicatedApi: 'sst', confirmPath: 'sst' },
  'traffic-and-market': {
    api: 'traffic',
    dedicatedApi: 'traffic-and-market',
    confirmPath: 'traffic-and-market',
  },
  seo: { api: 'seo', dedicatedApi: 'seo', confirmPath: 'seo' },
  advertising: { api: 'advertising', dedicatedApi: 'advertising', confirmPath: 'advertising' },
  social: { api: 'social', dedicatedApi: 'social', confirmPath: 'social' },
  local: { api: 'local', dedicatedApi: 'local', confirmPath: 'local' },
  content: { api: 'content', dedicatedApi: 'content', confirmPath: 'content' },
  ai: { api: 'ai', dedicatedApi: 'ai', confirmPath: 'ai' },
  pr: { api: 'pr', dedicatedApi: 'pr', confirmPath: 'pr' },
  'growth-kit': { api: 'growth-kit', dedicatedApi: 'growth-kit', confirmPath: 'growth-kit' },
};

export interface SegmentOptions {
  /** true when the call comes from the product's dedicated page (default false: generic builder). */
  readonly dedicatedPage?: boolean;
}

/** The API URL segment for a product: `segmentFor('all')` is `'semrush'`. */
export function segmentFor(product: Product, options: SegmentOptions = {}): ApiSegment {
  const segments = PRODUCT_SEGMENTS[product];
  return options.dedicatedPage ? segments.dedicatedApi : segments.api;
}

/** The product an API segment belongs to (`semrush` -> `all`, `traffic` -> `traffic-and-market`). */
export function productForSegment(segment: string): Product | undefined {
  return PRODUCTS.find(
    (product) =>
      PRODUCT_SEGMENTS[product].api === segment ||
      PRODUCT_SEGMENTS[product].dedicatedApi === segment,
  );
}

/** The confirm-unsubscribe route segment for a product: `confirmPathSegment('all')` is `'semrush'`. */
export function confirmPathSegment(product: Product): ConfirmPathSegment {
  return PRODUCT_SEGMENTS[product].confirmPath;
}

/** The product whose confirm-unsubscribe route uses this segment (`semrush` -> `all`). */
export function productForConfirmPathSegment(segment: string): Product | undefined {
  if (segment === 'semrush') return 'all';
  return isProduct(segment) && segment !== 'all' ? segment : undefined;
}

/**
 * The route the confirmation e-mail links to, e.g. `/cancel/semrush/confirm-unsubscribe?key=a%2Fb`.
 * `basePath` is the app's base path (default `/cancel`).
 */
export function confirmUnsubscribePath(
  product: Product,
  key?: string,
  basePath = '/cancel',
): string {
  const path = `${basePath}/${confirmPathSegment(product)}/confirm-unsubscribe`;
  return key === undefined ? path : `${path}?key=${encodeURIComponent(key)}`;
}
