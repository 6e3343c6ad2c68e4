import type { ProductApi } from '@cancel-flow/api-client';
import type { OfferStepView } from '@cancel-flow/survey-engine';
import type { AcceptedOffer } from './acceptedOffer';

/**
 * Sends the accepted offer once: a downgrade to the chosen plan (GET downgrade/?to=), or the price
 * offer with the subscription's period (POST accept-offer). Call it after `view.accept()` found no
 * issue. A failure is reported by the client and thrown.
 */
export async function sendOfferAcceptance(
  productApi: ProductApi,
  view: OfferStepView,
  period: string,
): Promise<AcceptedOffer> {
  const { offer, plan } = view;
  if (offer.kind === 'downgrade') {
    if (!plan) throw new Error('A downgrade is accepted only with a chosen plan');
    await productApi.downgrade(plan);
    return { kind: 'downgrade', plan };
  }
  await productApi.acceptOffer({ offer: offer.kind, period });
  return offer;
}
