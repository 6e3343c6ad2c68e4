import type { OfferWithTerms } from '@cancel-flow/survey-engine';
import type { TFunction } from '@cancel-flow/i18n';
import type { AcceptedOffer } from '../../../survey/acceptedOffer';

/** The offer's amounts formatted for the language: '$99.95', '30 %'. */
function amounts(offer: OfferWithTerms | AcceptedOffer, language: string) {
  if (offer.kind === 'loyal_price') {
    const { amount, currency } = offer.price;
    return {
      price: new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount),
    };
  }
  if (offer.kind === 'discount') {
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
    return { discount: percent.format(offer.percent / 100) };
  }
  return {};
}

export interface OfferTexts {
  readonly title: string;
  /** What the customer keeps or gets, in plain words; a downgrade's plans follow it. */
  readonly body: string;
  readonly terms: string | undefined;
  readonly accept: string;
}

/** The offer screen's texts (`offer.*`, docs/offers.md "What each offer says"). */
export function offerTexts(t: TFunction, language: string, offer: OfferWithTerms): OfferTexts {
  const values = amounts(offer, language);
  switch (offer.kind) {
    case 'loyal_price':
      return {
        title: t('offer.loyalPrice.title'),
        body: t(`offer.loyalPrice.body.${offer.billingPeriod}`, values),
        terms: t('offer.loyalPrice.terms'),
        accept: t('offer.loyalPrice.accept'),
      };
    case 'discount':
      return {
        title: t(`offer.discount.title.${offer.billingPeriod}`, values),
        body: t(`offer.discount.body.${offer.billingPeriod}`, values),
        terms: t('offer.discount.terms'),
        accept: t('offer.discount.accept', values),
      };
    case 'downgrade':
      return {
        title: t('offer.downgrade.title'),
        body: t('offer.downgrade.body'),
        terms: undefined,
        accept: t('offer.downgrade.accept'),
      };
  }
}

/** The success screen's title and body once the offer was accepted. */
export function offerSuccessTexts(
  t: TFunction,
  language: string,
  accepted: AcceptedOffer,
): { readonly title: string; readonly body: string } {
  const values = amounts(accepted, language);
  switch (accepted.kind) {
    case 'loyal_price':
      return {
        title: t('offer.success.loyalPrice.title'),
        body: t(`offer.success.loyalPrice.body.${accepted.billingPeriod}`, values),
      };
    case 'discount':
      return {
        title: t('offer.success.discount.title'),
        body: t(`offer.success.discount.body.${accepted.billingPeriod}`, values),
      };
    case 'downgrade':
      return {
        title: t('offer.success.downgrade.title'),
        body:
          accepted.plan === 'free'
            ? t('offer.success.downgrade.bodyFree')
            : t('offer.success.downgrade.body', { plan: t(`offer.plans.${accepted.plan}`) }),
      };
  }
}
