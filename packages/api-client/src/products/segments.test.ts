import { describe, expect, it } from 'vitest';

import { isOfferProduct, isProduct, PRODUCTS } from './products';
import {
  confirmPathSegment,
  confirmUnsubscribePath,
  PRODUCT_SEGMENTS,
  productForConfirmPathSegment,
  productForSegment,
  segmentFor,
} from './segments';

describe('segmentFor', () => {
  it.each([
    ['all', 'semrush', 'semrush'],
    ['sst', 'sst', 'sst'],
    ['traffic-and-market', 'traffic', 'traffic-and-market'],
    ['seo', 'seo', 'seo'],
    ['advertising', 'advertising', 'advertising'],
    ['social', 'social', 'social'],
    ['local', 'local', 'local'],
    ['content', 'content', 'content'],
    ['ai', 'ai', 'ai'],
    ['pr', 'pr', 'pr'],
    ['growth-kit', 'growth-kit', 'growth-kit'],
  ] as const)('%s -> %s (generic), %s (dedicated page)', (product, generic, dedicated) => {
    expect(segmentFor(product)).toBe(generic);
    expect(segmentFor(product, { dedicatedPage: false })).toBe(generic);
    expect(segmentFor(product, { dedicatedPage: true })).toBe(dedicated);
  });

  it('covers every product', () => {
    expect(Object.keys(PRODUCT_SEGMENTS).sort()).toEqual([...PRODUCTS].sort());
  });
});

describe('productForSegment', () => {
  it('maps both traffic segments and semrush back to their products', () => {
    expect(productForSegment('semrush')).toBe('all');
    expect(productForSegment('traffic')).toBe('traffic-and-market');
    expect(productForSegment('traffic-and-market')).toBe('traffic-and-market');
    expect(productForSegment('seo')).toBe('seo');
  });

  it('knows no product for an unknown segment or for the product id "all"', () => {
    expect(productForSegment('trends')).toBeUndefined();
    expect(productForSegment('all')).toBeUndefined();
  });

  it('round-trips every product through both of its segments', () => {
    for (const product of PRODUCTS) {
      expect(productForSegment(segmentFor(product))).toBe(product);
      expect(productForSegment(segmentFor(product, { dedicatedPage: true }))).toBe(product);
    }
  });
});

describe('confirm-unsubscribe routes', () => {
  it('uses semrush for all and the product id for the others', () => {
    expect(confirmPathSegment('all')).toBe('semrush');
    expect(confirmPathSegment('sst')).toBe('sst');
    expect(confirmPathSegment('traffic-and-market')).toBe('traffic-and-market');
    expect(confirmPathSegment('local')).toBe('local');
  });

  it('maps route segments back to products', () => {
    expect(productForConfirmPathSegment('semrush')).toBe('all');
    expect(productForConfirmPathSegment('traffic-and-market')).toBe('traffic-and-market');
    expect(productForConfirmPathSegment('all')).toBeUndefined();
    expect(productForConfirmPathSegment('traffic')).toBeUndefined();
    for (const product of PRODUCTS) {
      expect(productForConfirmPathSegment(confirmPathSegment(product))).toBe(product);
    }
  });

  it('builds the e-mail link with an encoded key', () => {
    expect(confirmUnsubscribePath('all')).toBe('/cancel/semrush/confirm-unsubscribe');
    expect(confirmUnsubscribePath('sst', 'a b/c')).toBe(
      '/cancel/sst/confirm-unsubscribe?key=a%20b%2Fc',
    );
    expect(confirmUnsubscribePath('seo', 'k', '/app/cancel')).toBe(
      '/app/cancel/seo/confirm-unsubscribe?key=k',
    );
  });
});

describe('product guards', () => {
  it('recognise products and offer products', () => {
    expect(PRODUCTS.filter(isOfferProduct)).toEqual(['all', 'seo']);
    expect(isProduct('traffic-and-market')).toBe(true);
    expect(isProduct('traffic')).toBe(false);
    expect(isProduct(undefined)).toBe(false);
  });
});
