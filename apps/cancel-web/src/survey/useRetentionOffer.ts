import type { User } from '@cancel-flow/api-client';
import {
  answersOnPath,
  type OfferWithTerms,
  type QuestionSet,
  type SurveyAnswers,
  type SurveyStore,
} from '@cancel-flow/survey-engine';
import { useEffect } from 'react';
import type { ProductPage } from '../shell/productPages';
import { useServices } from '../shell/services';
import { useProductApi } from '../shell/useProductApi';
import { afterNextPaint } from '../shell/afterNextPaint';
import type { NamedFailure } from '../shell/namedFailure';
import { PAGE_LOAD_FAILURE } from '../shell/reportNames';

/**
 * The retention offer's source (docs/offers.md): once step 1 is painted, loads the offer
 * rules (their own small chunk) and, only on seo and all for a customer who could see an offer,
 * asks eligible-for-offer — never before step 1. Then records the offer for the reason and
 * follow-up on the current path in the engine's store (a follow-up the customer gave to an
 * earlier reason is not on it: the engine's answersOnPath), and again whenever they change; the
 * store takes it only while a question is shown, so an answer that comes after the customer left
 * the questions is ignored. A failure (reported by the client as "Eligible for offer wasn't set") means no offer.
 * Until the answer is there, the draft's offer stays as long as the reason and follow-up do: once
 * they change, it was chosen for other answers and is dropped. The offer screens' code and texts
 * (`loadOfferScreens`: the offer and what follows its acceptance) are downloaded alongside that
 * call, and an offer recorded only once they are here (see offerCanShow).
 *
 * Nothing here is React state: the rules and the answer arriving do not render the step again,
 * only an offer that changes the store's state does.
 */
export function useRetentionOffer(
  page: ProductPage,
  user: User,
  definition: QuestionSet,
  store: SurveyStore,
  loadOfferScreens: () => Promise<void>,
) {
  const { settings, reporter } = useServices();
  const productApi = useProductApi(page);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    // Chooses the offer for the answers; none until eligible-for-offer has answered.
    let choose: ((answers: SurveyAnswers) => OfferWithTerms | null) | undefined;
    // The answers on the path the store's offer was chosen for (at first the draft's offer, if
    // any): other edits do not choose it again. Undefined: to be chosen on the next question shown.
    let chosenFor: SurveyAnswers | undefined = answersOnPath(
      definition,
      store.getSnapshot().state.answers,
    );
    const record = () => {
      const { state } = store.getSnapshot();
      // The store takes an offer only while a question is shown (the answers cannot change
      // elsewhere); the answers are remembered only once it was taken.
      if (state.step === 'offer' || state.step === 'final') return;
      const { reason, follow_up } = answersOnPath(definition, state.answers);
      if (chosenFor && chosenFor.reason === reason && chosenFor.follow_up === follow_up) return;
      // Before the answer, an offer restored with the draft was chosen for other answers: it goes.
      if (!choose && !state.offer) return;
      chosenFor = { reason, follow_up };
      store.send({ type: 'offer', offer: choose ? choose({ reason, follow_up }) : null });
    };
    const stopFollowing = store.subscribe(record);
    void afterNextPaint()
      .then(() => import('./offerSelection'))
      .then(
        async (rules) => {
          if (signal.aborted) return;
          const eligible =
            rules.canSeeOffers(page.product, user) &&
            (await offerCanShow(productApi, loadOfferScreens, signal, reporter));
          if (signal.aborted) return;
          const customer = { ...user, eligible_for_offer: eligible };
          choose = (answers) =>
            rules.selectOffer({
              product: page.product,
              customer,
              answers,
              settings: settings.offers,
            });
          chosenFor = undefined;
          record();
        },
        // The offer rules did not download: no offer, as when the customer is not eligible.
        (error: unknown) => {
          if (!signal.aborted) reporter.report(PAGE_LOAD_FAILURE, error);
        },
      );
    return () => {
      controller.abort();
      stopFollowing();
    };
  }, [
    page.product,
    user,
    definition,
    productApi,
    store,
    settings.offers,
    reporter,
    loadOfferScreens,
  ]);
}

/**
 * Whether an offer may be shown: eligible-for-offer answers yes and the offer screens' code and
 * texts have arrived. Both are requested at once, so the downloads add no wait. A download that
 * fails is reported under its name (`loadOfferScreens` rejects with a NamedFailure) and means no
 * offer: the customer is never sent to a screen that cannot show, and goes on to step 4 as
 * without an offer.
 */
async function offerCanShow(
  productApi: ReturnType<typeof useProductApi>,
  loadOfferScreens: () => Promise<void>,
  signal: AbortSignal,
  reporter: ReturnType<typeof useServices>['reporter'],
): Promise<boolean> {
  const screen = loadOfferScreens().then(
    () => ({ loaded: true as const }),
    (failed: NamedFailure) => ({ loaded: false as const, failed }),
  );
  const eligible = await productApi.eligibleForOffer({ signal }).catch(() => false);
  if (!eligible) return false;
  const download = await screen;
  if (!download.loaded && !signal.aborted) {
    reporter.report(download.failed.failure, download.failed.error);
  }
  return download.loaded;
}
