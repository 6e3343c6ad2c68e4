import type { OfferWithTerms } from '@cancel-flow/survey-engine';
import type { TFunction } from '@cancel-flow/i18n';
import type { AcceptedOffer } from '../../../survey/acceptedOffer';

/** A loyal price formatted for the language: '$99.95', '99,95 €'. */
function formattedPrice(price: { amount: number; currency: string }, language: string): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency: price.currency });
  return format.format(price.amount);
}

/** A discount formatted for the language: '30%', '30 %'. */
function formattedPercent(percent: number, language: string): string {
  const format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  return format.format(percent / 100);
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
  switch (offer.kind) {
    case 'loyal_price': {
      const price = formattedPrice(offer.price, language);
      return {
        title: t('offer.loyalPrice.title'),
        body: t(`offer.loyalPrice.body.${offer.billingPeriod}`, { price }),
        terms: t('offer.loyalPrice.terms'),
        accept: t('offer.loyalPrice.accept'),
      };
    }
    case 'discount': {
      const discount = formattedPercent(offer.percent, language);
      return {
        title: t(`offer.discount.title.${offer.billingPeriod}`, { discount }),
        body: t(`offer.discount.body.${offer.billingPeriod}`, { discount }),
        terms: t('offer.discount.terms'),
        accept: t('offer.discount.accept', { discount }),
      };
    }
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
  switch (accepted.kind) {
    case 'loyal_price':
      return {
        title: t('offer.success.loyalPrice.title'),
        body: t(`offer.success.loyalPrice.body.${accepted.billingPeriod}`, {
          price: formattedPrice(accepted.price, language),
        }),
      };
    case 'discount':
      return {
        title: t('offer.success.discount.title'),
        body: t(`offer.success.discount.body.${accepted.billingPeriod}`, {
          discount: formattedPercent(accepted.percent, language),
        }),
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
