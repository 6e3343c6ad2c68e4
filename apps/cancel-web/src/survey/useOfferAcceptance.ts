import type { User } from '@cancel-flow/api-client';
import { useEffect, useRef } from 'react';
import type { OfferStepView } from '@cancel-flow/survey-engine';
import { useGlobalError } from '../shell/globalError';
import type { ProductPage } from '../shell/productPages';
import { useProductApi } from '../shell/useProductApi';
import type { AcceptedOffer } from './acceptedOffer';
import { sendOfferAcceptance } from './sendOfferAcceptance';
import type { SurveyStorage } from './surveyStorage';

/** Who accepts on which page, the storage that keeps what was accepted, and what shows success. */
export interface OfferAcceptance {
  readonly page: ProductPage;
  readonly user: User;
  readonly storage: SurveyStorage;
  readonly onAccepted: (accepted: AcceptedOffer) => void;
}

/**
 * Accepting the offer: the returned function, called once the view found no issue, makes one
 * call, then the tab keeps which offer was accepted instead of the draft (nothing is left to
 * resume, and a reload shows the success screen again) and `onAccepted` shows the success screen.
 * A failure shows the global error and leaves the offer on screen, to retry or decline.
 */
export function useOfferAcceptance({ page, user, storage, onAccepted }: OfferAcceptance) {
  const productApi = useProductApi(page);
  const { showError, clearError } = useGlobalError();
  // The failure this offer showed goes with it: declined, or left with Back, the next step does
  // not keep a banner about an offer no longer on screen (any other error stays).
  const failure = useRef<unknown>(undefined);
  useEffect(
    () => () => {
      if (failure.current !== undefined) clearError(failure.current);
    },
    [clearError],
  );
  return async (view: OfferStepView) => {
    clearError();
    try {
      const accepted = await sendOfferAcceptance(productApi, view, user.period);
      storage.saveAccepted(accepted);
      onAccepted(accepted);
    } catch (error) {
      failure.current = error;
      showError(error);
    }
  };
}
