import type { User } from '@cancel-flow/api-client';
import {
  connect,
  type FinalStepValues,
  type QuestionSet,
  type SurveyEvent,
} from '@cancel-flow/survey-engine';
import { PageHeading } from '@cancel-flow/ui';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@cancel-flow/i18n/react';
import { AppPage } from '../../shell/AppPage';
import { surveyStepTitle } from '../../shell/documentTitle';
import { focusAtTop } from '../../shell/focusAtTop';
import { translateKey } from '../../shell/dynamicKeys';
import { useGlobalError } from '../../shell/globalError';
import type { ProductPage } from '../../shell/productPages';
import { useServices } from '../../shell/services';
import { useProductApi } from '../../shell/useProductApi';
import type { AcceptedOffer } from '../../survey/acceptedOffer';
import { idempotencyKeys } from '../../survey/idempotencyKeys';
import type { SentSurvey, SurveyStorage } from '../../survey/surveyStorage';
import { useFieldFocus } from '../../survey/useFieldFocus';
import { useRetentionOffer } from '../../survey/useRetentionOffer';
import { useStepHistory } from '../../survey/useStepHistory';
import { useSurveyStore } from '../../survey/useSurveyStore';
import { OfferStep, preloadOfferScreens } from './offer/offerScreens';
import { SurveyProgress } from './SurveyProgress';
import { SurveyStep } from './SurveyStep';
import { useSubmitReadiness } from './useSubmitReadiness';

interface SurveyScreenProps {
  readonly page: ProductPage;
  readonly definition: QuestionSet;
  readonly isTrial: boolean;
  readonly user: User;
  readonly loadedAt: Date;
  readonly storage: SurveyStorage;
  readonly onSent: (sent: SentSurvey) => void;
  readonly onOfferAccepted: (accepted: AcceptedOffer) => void;
}

/** The survey's steps: a click sends one event, the store moves, the view of the step renders. */
export function SurveyScreen(props: SurveyScreenProps) {
  const { page, definition, isTrial, user, loadedAt, storage, onSent, onOfferAccepted } = props;
  const { t, i18n } = useTranslation();
  const { api, onStepFinished, reporter, surveySeed, takeFirstStepHandover } = useServices();
  const productApi = useProductApi(page);
  const { showError, clearError } = useGlobalError();
  const { store, snapshot } = useSurveyStore(
    definition,
    storage,
    user.name,
    onStepFinished && ((finished) => onStepFinished(page.product, finished)),
    surveySeed,
  );
  const readiness = useSubmitReadiness();
  const [keyFor] = useState(idempotencyKeys);
  const { fieldRef, focusFirstInvalid } = useFieldFocus();
  const send = (event: SurveyEvent) => {
    const issues = store.send(event);
    focusFirstInvalid(issues);
    return issues;
  };
  // The prerendered first step could be used before the app ran: carry on from there, in the
  // commit that replaces it (before the browser paints), with its answer, focus and Continue.
  useLayoutEffect(() => {
    const handover = takeFirstStepHandover?.();
    if (!handover) return;
    handover.refocus();
    handover.finishPress();
    if (handover.answer) store.send({ type: 'change', field: 'choice', value: handover.answer });
    if (handover.continued) focusFirstInvalid(store.send({ type: 'next' }));
  }, [takeFirstStepHandover, store, focusFirstInvalid]);
  const view = connect(definition, snapshot.state, send);
  const headingId = useId();
  // A language may word a sentence per product (a context variant, e.g. `not_sure_need_all`).
  const params = { app: t(`products.${page.product}`), context: page.product };

  // The offer's screens are fetched with the eligibility question; a draft restored on the offer
  // may find them missing: the placeholder while they load, the global error with "Try again" if
  // they fail (lazyPage).
  const loadOfferScreens = useCallback(() => preloadOfferScreens(i18n), [i18n]);
  useRetentionOffer(page, user, definition, store, loadOfferScreens);

  useStepHistory(view.step, (step) => {
    store.send({ type: 'goTo', step });
    return store.getSnapshot().state.step === step;
  });

  // A new step opens at the top of the page (on a phone the customer has scrolled down to
  // Continue) and moves focus to its heading so screen readers announce it.
  const firstStep = useRef(view.step);
  useEffect(() => {
    if (firstStep.current === view.step) return;
    firstStep.current = view.step;
    const heading = document.getElementById(headingId);
    heading?.setAttribute('tabindex', '-1');
    focusAtTop(heading);
  }, [view.step, headingId]);

  // A failed send's banner is about step 4: leaving it with Back takes the banner along (any other
  // error stays), as leaving a failed offer does.
  const sendFailure = useRef<unknown>(undefined);
  useEffect(() => {
    if (view.step === 'final' || sendFailure.current === undefined) return;
    clearError(sendFailure.current);
    sendFailure.current = undefined;
  }, [view.step, clearError]);

  async function finish(values: FinalStepValues) {
    if (readiness.status !== 'ready') return;
    if (view.step !== 'final' || view.finish(values).length > 0) return;
    clearError();
    try {
      const { state } = store.getSnapshot();
      const { englishTexts, submitSurvey } = readiness;
      const input = { definition, state, product: page.product, email: user.email, loadedAt, t };
      const services = { api, productApi, storage, reporter, keyFor };
      onSent(await submitSurvey({ ...input, englishTexts, ...services }));
    } catch (error) {
      sendFailure.current = error;
      showError(error);
    }
  }

  if (view.step === 'offer') {
    const acceptance = { page, user, storage, onAccepted: onOfferAccepted };
    const offerStep = { view, issues: snapshot.issues, headingId, fieldRef };
    return <OfferStep {...offerStep} acceptance={acceptance} />;
  }
  const title = translateKey(t, view.titleKey);
  // Steps 1, 2 and 3.5 show the subtitle as their field's legend or label instead.
  const subtitleInHeading = view.step === 'competitor' || view.step === 'final';
  return (
    <AppPage
      title={surveyStepTitle(t, title, view.stepNumber)}
      onRetry={readiness.status === 'failed' ? readiness.retry : undefined}
    >
      <PageHeading
        id={headingId}
        title={title}
        subtitle={subtitleInHeading ? translateKey(t, view.subtitleKey, params) : undefined}
        before={<SurveyProgress view={view} />}
      />
      <SurveyStep
        view={view}
        issues={snapshot.issues}
        params={params}
        isTrial={isTrial}
        email={user.email}
        storage={storage}
        canSend={readiness.status === 'ready'}
        fieldRef={fieldRef}
        onFinish={finish}
      />
    </AppPage>
  );
}
