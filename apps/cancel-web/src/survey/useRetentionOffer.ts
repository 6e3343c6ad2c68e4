import type { User } from '@cancel-flow/api-client';
import type { SurveyState, SurveyStore } from '@cancel-flow/survey-engine';
import { useEffect, useState } from 'react';
import type { ProductPage } from '../shell/productPages';
import { useServices } from '../shell/services';
import { useProductApi } from '../shell/useProductApi';
import type * as OfferRules from './offerSelection';

/**
 * The retention offer's source (docs/offers.md): asks eligible-for-offer once the survey shows
 * step 1 and the offer rules (their own small chunk) have loaded, never before step 1, and only on seo and all for a customer who could see an offer. Then
 * records the offer for the answers so far in the engine's store, which takes it only while a
 * question is shown: an answer that comes after the customer left the questions is ignored, and a
 * failure (reported by the client as "Eligible for offer wasn't set") means no offer.
 * `onEligible` runs once the customer is eligible, e.g. to fetch the offer screen's code.
 */
export function useRetentionOffer(
  page: ProductPage,
  user: User,
  store: SurveyStore,
  state: SurveyState,
  onEligible: () => void,
) {
  const { settings } = useServices();
  const productApi = useProductApi(page);
  const [rules, setRules] = useState<typeof OfferRules | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('./offerSelection').then((loaded) => mounted && setRules(loaded));
    return () => {
      mounted = false;
    };
  }, []);
  const asks = rules?.canSeeOffers(page.product, user) ?? false;
  // null: not answered yet (the draft's offer stays until then).
  const [answer, setAnswer] = useState<boolean | null>(null);
  const eligible = rules === null ? null : asks && answer;

  useEffect(() => {
    if (!asks) return;
    const controller = new AbortController();
    productApi.eligibleForOffer({ signal: controller.signal }).then(
      (result) => setAnswer(result),
      () => {
        if (!controller.signal.aborted) setAnswer(false);
      },
    );
    return () => controller.abort();
  }, [asks, productApi]);

  useEffect(() => {
    if (eligible) onEligible();
  }, [eligible, onEligible]);

  const { reason, follow_up } = state.answers;
  useEffect(() => {
    if (eligible === null || !rules) return;
    const answers = { reason, follow_up };
    const customer = { ...user, eligible_for_offer: eligible };
    const offer = rules.selectOffer({
      product: page.product,
      customer,
      answers,
      settings: settings.offers,
    });
    store.send({ type: 'offer', offer });
  }, [rules, eligible, reason, follow_up, user, page.product, settings.offers, store]);
}
