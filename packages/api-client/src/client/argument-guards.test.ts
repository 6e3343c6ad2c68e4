import { describe, expect, it, vi } from 'vitest';

import { PRODUCTS, type Product } from '../products/products';
import { createCancelApi } from './create-cancel-api';
import { UnsupportedArgumentError } from './errors';
import { REPORT_NAMES } from './report-names';

function setup() {
  const fetch = vi.fn(async () => Response.json({ result: true }));
  const reportError = vi.fn();
  const api = createCancelApi({ fetch, reportError, csrfToken: 'token' });
  return { api, fetch, reportError };
}

const PRODUCTS_WITHOUT_OFFERS = PRODUCTS.filter(
  (product) => product !== 'seo' && product !== 'all',
);

describe('offer and downgrade calls', () => {
  it('accept only seo and all at the type level', () => {
    const { api } = setup();
    // Compile-time checks (tsc runs over test files); wrapped so nothing is sent.
    const typeChecks = () => {
      // @ts-expect-error social has no offers
      void api.eligibleForOffer('social');
      // @ts-expect-error sst has no offers
      void api.acceptOffer('sst', { offer: 'discount', period: '1 month' });
      // @ts-expect-error accept-offer needs the offer it accepts
      void api.acceptOffer('seo');
      // @ts-expect-error a downgrade is not accepted with accept-offer
      void api.acceptOffer('seo', { offer: 'downgrade', period: '1 month' });
      // @ts-expect-error traffic-and-market has no downgrade
      void api.downgrade('traffic-and-market', 'pro');
      // @ts-expect-error enterprise is not a downgrade plan
      void api.downgrade('seo', 'enterprise');
    };
    expect(typeChecks).toBeTypeOf('function');
  });

  it.each(PRODUCTS_WITHOUT_OFFERS)(
    'reject %s at run time without sending anything',
    async (product) => {
      const { api, fetch, reportError } = setup();
      const asOffer = product as 'seo';

      const errors = [
        await api.eligibleForOffer(asOffer).catch((error: unknown) => error),
        await api
          .acceptOffer(asOffer, { offer: 'loyal_price', period: '1 month' })
          .catch((error: unknown) => error),
        await api.downgrade(asOffer, 'free').catch((error: unknown) => error),
      ];

      for (const error of errors) {
        expect(error).toBeInstanceOf(UnsupportedArgumentError);
        expect((error as Error).message).toBe(
          `Product "${product}" has no offers; expected one of seo, all`,
        );
      }
      expect(fetch).not.toHaveBeenCalled();
      expect(reportError.mock.calls).toEqual([
        [REPORT_NAMES.eligibleForOffer, errors[0]],
        [REPORT_NAMES.acceptOffer, errors[1]],
        [REPORT_NAMES.downgrade, errors[2]],
      ]);
    },
  );

  it('rejects an unknown downgrade plan at run time', async () => {
    const { api, fetch, reportError } = setup();

    await expect(api.downgrade('seo', 'enterprise' as 'pro')).rejects.toThrow(
      'Unknown downgrade plan "enterprise"; expected one of business, guru, pro, free',
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledExactlyOnceWith(
      REPORT_NAMES.downgrade,
      expect.any(UnsupportedArgumentError),
    );
  });

  it.each(['business', 'guru', 'pro', 'free'] as const)('downgrades seo to %s', async (plan) => {
    const { api, fetch } = setup();

    await api.downgrade('seo', plan);

    expect(fetch).toHaveBeenCalledWith(`/cancel/api/seo/downgrade/?to=${plan}`, expect.anything());
  });
});

describe('product-scoped calls', () => {
  it('reject a product that does not exist', async () => {
    const { api, fetch, reportError } = setup();

    await expect(api.isConfirmed('trends' as Product)).rejects.toThrow(
      `Unknown product "trends"; expected one of ${PRODUCTS.join(', ')}`,
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledExactlyOnceWith(
      REPORT_NAMES.isConfirmed,
      expect.any(UnsupportedArgumentError),
    );
  });
});
