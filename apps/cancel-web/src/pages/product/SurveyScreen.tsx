import type { User } from '@cancel-flow/api-client';
import { loadLocale } from '@cancel-flow/i18n';
import {
  buildSubmission,
  connect,
  type QuestionSet,
  type SurveyEvent,
} from '@cancel-flow/survey-engine';
import { PageHeading, Stack, StepProgress } from '@cancel-flow/ui';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPage } from '../../shell/AppPage';
import { useGlobalError } from '../../shell/globalError';
import type { ProductPage } from '../../shell/productPages';
import { useServices } from '../../shell/services';
import { translateKey } from '../../shell/dynamicKeys';
import { withTimeout } from '../../shell/withTimeout';
import { ChoiceStep } from './ChoiceStep';
import { CompetitorButtons } from './CompetitorStep';
import { ServicesStep } from './ServicesStep';
import { StepActions } from './StepActions';
import type { SentSurvey, SurveyStorage } from '../../survey/surveyStorage';
import { useSurveyStore } from '../../survey/useSurveyStore';

// The last step carries react-hook-form: it loads while the customer answers the first steps.
const loadFinalStep = () => import('./FinalStep');
const FinalStep = lazy(() => withTimeout(loadFinalStep));

interface SurveyScreenProps {
  readonly page: ProductPage;
  readonly definition: QuestionSet;
  readonly isTrial: boolean;
  readonly user: User;
  readonly loadedAt: Date;
  readonly storage: SurveyStorage;
  readonly onSent: (sent: SentSurvey) => void;
}

/** Focus shows the warning tooltip of the first invalid field; a radio group focuses its radio. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const radio =
    invalid.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
    invalid.querySelector<HTMLInputElement>('input[type="radio"]');
  (radio ?? invalid).focus();
}

/** The submission's English texts name the product in English, whatever the page language. */
async function englishProductName(product: string, fallback: string): Promise<string> {
  const products = (await loadLocale('en')).products;
  const name = typeof products === 'object' ? products[product] : undefined;
  return typeof name === 'string' ? name : fallback;
}

export function SurveyScreen({
  page,
  definition,
  isTrial,
  user,
  loadedAt,
  storage,
  onSent,
}: SurveyScreenProps) {
  const { t } = useTranslation();
  const { api, onStepFinished } = useServices();
  const { showError, clearError } = useGlobalError();
  const { store, snapshot } = useSurveyStore(
    definition,
    storage,
    user.name,
    onStepFinished && ((finished) => onStepFinished(page.product, finished)),
  );
  const view = connect(definition, snapshot.state);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const appName = t(`products.${page.product}`);
  const params = { app: appName };

  useEffect(() => {
    void loadFinalStep();
  }, []);

  // A new step moves focus to its heading so screen readers announce it.
  const firstStep = useRef(view.step);
  useEffect(() => {
    if (firstStep.current === view.step) return;
    firstStep.current = view.step;
    const heading = document.getElementById(headingId);
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [view.step, headingId]);

  function send(event: SurveyEvent) {
    const issues = store.send(event);
    if (issues.length > 0) {
      // Focus shows the warning tooltip of the first invalid field (SPEC §5).
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    }
    return issues;
  }

  async function submit() {
    if (sendingRef.current) return;
    if (send({ type: 'next' }).length > 0) return;
    sendingRef.current = true;
    setSending(true);
    clearError();
    try {
      const englishAppName = await englishProductName(page.product, appName);
      const submission = buildSubmission(definition, store.getSnapshot().state, {
        timestamp: loadedAt.toISOString(),
        email: user.email,
        appName: englishAppName,
        translatedAppName: appName,
        translate: (key, values) => translateKey(t, key, values),
      });
      await api.sendConfirmationEmail(page.product, submission, {
        dedicatedPage: page.dedicatedPage,
      });
      // Survey storage is for analysis only: its failure is reported by the client, not shown.
      void api.sendSurveyMonitoring(submission).catch(() => {});
      onSent({ email: user.email, submission });
    } catch (error) {
      showError(error);
      sendingRef.current = false;
      setSending(false);
    }
  }

  const title = translateKey(t, view.titleKey);
  const stepLabel = (n: number) => t('progress.step', { n });
  const actions = (
    <StepActions
      isTrial={isTrial}
      onBack={view.canGoBack ? () => send({ type: 'back' }) : undefined}
    />
  );

  return (
    <AppPage title={`${title} (${stepLabel(view.stepNumber)})`}>
      <PageHeading
        id={headingId}
        title={title}
        subtitle={
          view.competitor || view.final ? translateKey(t, view.subtitleKey, params) : undefined
        }
        before={
          <StepProgress
            current={view.stepNumber}
            label={t('progress.label')}
            stepLabel={stepLabel}
          />
        }
      />
      {view.question ? (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => (event.preventDefault(), send({ type: 'next' }))}
        >
          <Stack>
            <ChoiceStep
              question={view.question}
              issues={snapshot.issues}
              params={params}
              send={send}
            />
            {actions}
          </Stack>
        </form>
      ) : null}
      {view.competitor ? (
        <StepActions
          isTrial={isTrial}
          primary={<CompetitorButtons competitor={view.competitor} send={send} />}
          onBack={view.canGoBack ? () => send({ type: 'back' }) : undefined}
        />
      ) : null}
      {view.services ? (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => (event.preventDefault(), send({ type: 'next' }))}
        >
          <Stack>
            <ServicesStep services={view.services} issues={snapshot.issues} send={send} />
            {actions}
          </Stack>
        </form>
      ) : null}
      {view.final ? (
        <Suspense fallback={null}>
          <FinalStep
            formRef={formRef}
            final={view.final}
            email={user.email}
            issues={snapshot.issues}
            busy={sending}
            send={send}
            onSubmit={submit}
            actions={(submitButton) => (
              <StepActions
                isTrial={isTrial}
                primary={submitButton}
                onBack={view.canGoBack ? () => send({ type: 'back' }) : undefined}
              />
            )}
          />
        </Suspense>
      ) : null}
    </AppPage>
  );
}
