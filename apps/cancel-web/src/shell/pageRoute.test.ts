import { describe, expect, it } from 'vitest';
import { pageRouteAt, pageRouteOf } from './pageRoute';
import { PRODUCT_PAGES } from './productPages';

const productAt = (path: string) => {
  const route = pageRouteAt(path);
  return route.page === 'product' ? route.product.product : route;
};

describe('pageRouteAt', () => {
  it('shows the toolkit choice at the base', () => {
    expect(pageRouteAt('')).toEqual({ page: 'toolkit-choice' });
    expect(pageRouteAt('/')).toEqual({ page: 'toolkit-choice' });
  });

  it('shows every product page at its path, in any case, with or without a trailing slash', () => {
    for (const page of PRODUCT_PAGES) expect(productAt(page.path)).toBe(page.product);
    expect(productAt('SEO')).toBe('seo');
    expect(productAt('/seo/')).toBe('seo');
    expect(productAt('plan')).toBe('sst');
    expect(productAt('se%6F')).toBe('seo');
  });

  it('shows the no-subscription page', () => {
    expect(pageRouteAt('no-subscription')).toEqual({ page: 'no-subscription' });
    expect(pageRouteAt('No-Subscription/')).toEqual({ page: 'no-subscription' });
  });

  it('gives the confirm page the segment in any case, which it checks itself', () => {
    expect(pageRouteAt('seo/confirm-unsubscribe')).toEqual({
      page: 'confirm-unsubscribe',
      segment: 'seo',
    });
    expect(pageRouteAt('SEMRUSH/Confirm-Unsubscribe/')).toEqual({
      page: 'confirm-unsubscribe',
      segment: 'semrush',
    });
    expect(pageRouteAt('Trends/confirm-unsubscribe')).toEqual({
      page: 'confirm-unsubscribe',
      segment: 'trends',
    });
  });

  it('redirects the old product paths to their pages', () => {
    expect(pageRouteAt('trends')).toEqual({ page: 'redirect', to: 'traffic-and-market' });
    expect(pageRouteAt('Agency-Growth-Kit')).toEqual({ page: 'redirect', to: 'growth-kit' });
  });

  it('redirects any other path to the toolkit choice', () => {
    for (const path of [
      'unknown',
      'constructor',
      '__proto__',
      'seo/unknown',
      'seo/unknown/page',
      'confirm-unsubscribe/seo',
      '%E0%A4%A',
      '/confirm-unsubscribe',
    ]) {
      expect(pageRouteAt(path), path).toEqual({ page: 'redirect', to: '' });
    }
  });
});

describe('pageRouteOf', () => {
  it("reads the route of a URL's path below the base, none outside it", () => {
    expect(pageRouteOf('/cancel/', '/cancel/')).toEqual({ page: 'toolkit-choice' });
    expect(pageRouteOf('/cancel', '/cancel/')).toEqual({ page: 'toolkit-choice' });
    expect(pageRouteOf('/cancel/seo/confirm-unsubscribe', '/cancel/')).toEqual({
      page: 'confirm-unsubscribe',
      segment: 'seo',
    });
    expect(pageRouteOf('/cancelled/seo', '/cancel/')).toBeUndefined();
  });
});
