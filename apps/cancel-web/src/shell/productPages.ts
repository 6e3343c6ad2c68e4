import type { Product, Toolkit, User } from '@cancel-flow/api-client';

/** One product cancellation page of product §2: its route and what the user needs to see it. */
export interface ProductPage {
  readonly product: Product;
  /** Path below /cancel. */
  readonly path: string;
  /** The toolkit that must be in the user's active_toolkits, if any. */
  readonly toolkit?: Toolkit;
  /**
   * The traffic-and-market page is the product's dedicated page (segment `traffic-and-market`);
   * the short pages use the generic builder (product §7).
   */
  readonly dedicatedPage: boolean;
}

export const PRODUCT_PAGES: readonly ProductPage[] = [
  { product: 'all', path: 'all', dedicatedPage: true },
  { product: 'seo', path: 'seo', toolkit: 'seo', dedicatedPage: true },
  {
    product: 'traffic-and-market',
    path: 'traffic-and-market',
    toolkit: 'traffic-and-market',
    dedicatedPage: true,
  },
  { product: 'advertising', path: 'advertising', toolkit: 'advertising', dedicatedPage: false },
  { product: 'social', path: 'social', toolkit: 'social', dedicatedPage: false },
  { product: 'local', path: 'local', toolkit: 'local', dedicatedPage: false },
  { product: 'content', path: 'content', toolkit: 'content', dedicatedPage: false },
  { product: 'ai', path: 'ai', toolkit: 'ai', dedicatedPage: false },
  { product: 'pr', path: 'pr', toolkit: 'pr', dedicatedPage: false },
  { product: 'growth-kit', path: 'growth-kit', dedicatedPage: false },
  { product: 'sst', path: 'plan', dedicatedPage: true },
];

/**
 * The product page at `segment` (the path below /cancel), matched regardless of case like
 * react-router's own static paths; undefined for any other path.
 */
export function productPageAt(segment: string): ProductPage | undefined {
  const path = segment.toLowerCase();
  return PRODUCT_PAGES.find((candidate) => candidate.path === path);
}

/** Old paths that redirect (replace) to a product page. */
export const PRODUCT_REDIRECTS: Readonly<Record<string, string>> = {
  trends: 'traffic-and-market',
  'agency-growth-kit': 'growth-kit',
};

export function productPage(product: Product): ProductPage {
  const page = PRODUCT_PAGES.find((candidate) => candidate.product === product);
  if (!page) throw new Error(`No page for product ${product}`);
  return page;
}

/**
 * Whether the user may cancel on this page (product §4, §6): a recurring subscription, and the
 * page's toolkit among the active ones. The sst plan page also needs the sst cancellation
 * permission (the product (docs/product.md) leaves its exact use open; this is our reading of it).
 */
export function canCancel(page: ProductPage, user: User): boolean {
  if (!user.has_active_recurring) return false;
  if (page.toolkit && !user.active_toolkits.includes(page.toolkit)) return false;
  if (page.product === 'sst' && !user.has_sst_cancellation_permission) return false;
  return true;
}

/** The product pages the toolkit-choice page links to for this user. */
export function cancellablePages(user: User): ProductPage[] {
  return PRODUCT_PAGES.filter((page) => page.product !== 'growth-kit' && canCancel(page, user));
}
