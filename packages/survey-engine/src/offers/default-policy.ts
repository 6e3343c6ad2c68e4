import { currentPlan, plansBelow } from './plans';
import { reasonCategory } from './reasons';
import type { Offer, OfferCustomer, OfferPolicy } from './types';

/** Whether any loyalty flag is set: the customer pays a price that is no longer sold. */
export function hasLoyaltyFlag(customer: OfferCustomer): boolean {
  return customer.is_loyal_2020 || customer.is_loyal_2023 || customer.is_loyal_pro_2024;
}

/**
 * The built-in policy (README, "Offers"): the offer matches the reason first.
 * - price reasons: the loyal price for a loyal customer (the stronger price offer), else a discount;
 * - usage reasons: a downgrade to the plans below the current one, for loyal customers too; with no
 *   lower plan known, the loyal price for a loyal customer;
 * - any other reason: the loyal price for a loyal customer, else nothing.
 * Who may see offers at all (paid, eligible, seo or all) is decided by `selectOffer`.
 */
export const defaultOfferPolicy: OfferPolicy = (customer, answers) => {
  const loyalPrice: Offer | null = hasLoyaltyFlag(customer) ? { kind: 'loyal_price' } : null;
  switch (reasonCategory(answers)) {
    case 'price':
      return loyalPrice ?? { kind: 'discount' };
    case 'usage': {
      const plans = plansBelow(currentPlan(customer.product_group));
      return plans.length > 0 ? { kind: 'downgrade', plans } : loyalPrice;
    }
    case 'other':
      return loyalPrice;
  }
};
