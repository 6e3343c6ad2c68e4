import type {
  FinalStepValues,
  OfferStepView,
  SurveyView,
  ValidationIssue,
} from '@cancel-flow/survey-engine';
import { PagePlaceholder } from '@cancel-flow/ui';
import { Suspense } from 'react';
import { useTranslation } from '@cancel-flow/i18n/react';
import { lazyWithPreload } from '../../shell/lazyPage';
import type { FieldFocus } from '../../survey/useFieldFocus';
import type { SurveyStorage } from '../../survey/surveyStorage';
import { ChoiceStep } from './ChoiceStep';
import { CompetitorButtons } from './CompetitorStep';
import { ServicesStep } from './ServicesStep';
import { StepActions } from './StepActions';
import { StepForm } from './StepForm';

// The last step carries react-hook-form: useSubmitReadiness loads it while the customer answers
// the first steps, and the form shows only once it is here, in the same frame as its heading.
const FinalStep = lazyWithPreload(() => import('./FinalStep'));
export const preloadFinalStep = () => FinalStep.preload();

interface SurveyStepProps {
  /** A question or step 4 (the offer has its own screen, `OfferStep`). */
  readonly view: Exclude<SurveyView, OfferStepView>;
  /** The issues of the last try to leave a step (steps 1 to 3.5; step 4's form has its own). */
  readonly issues: readonly ValidationIssue[];
  readonly params: Readonly<Record<string, string>>;
  readonly isTrial: boolean;
  readonly email: string;
  readonly storage: SurveyStorage;
  /** Whether step 4's form and everything sending needs have arrived; until then a placeholder. */
  readonly canSend: boolean;
  readonly fieldRef: FieldFocus['fieldRef'];
  readonly onFinish: (values: FinalStepValues) => Promise<void>;
}

/** The current step's fields and buttons: one case per step of the view. */
export function SurveyStep({ view, issues, params, isTrial, fieldRef, ...final }: SurveyStepProps) {
  const { t } = useTranslation();
  const stay = () => final.storage.clearDraft();
  switch (view.step) {
    case 'reason':
    case 'follow_up':
      return (
        <StepForm onSubmit={view.next}>
          <ChoiceStep view={view} issues={issues} params={params} fieldRef={fieldRef} />
          <StepActions isTrial={isTrial} back={view.back} onStay={stay} />
        </StepForm>
      );
    case 'competitor':
      return (
        <StepActions
          isTrial={isTrial}
          primary={<CompetitorButtons view={view} />}
          back={view.back}
          onStay={stay}
        />
      );
    case 'services':
      return (
        <StepForm onSubmit={view.next}>
          <ServicesStep view={view} issues={issues} fieldRef={fieldRef} />
          <StepActions isTrial={isTrial} back={view.back} onStay={stay} />
        </StepForm>
      );
    case 'final':
      if (!final.canSend) return <PagePlaceholder label={t('meta.loading')} variant="panel" />;
      return (
        <Suspense fallback={null}>
          <FinalStep
            view={view}
            email={final.email}
            storage={final.storage}
            onSubmit={final.onFinish}
            actions={(submitButton, sending) => (
              <StepActions
                isTrial={isTrial}
                primary={submitButton}
                back={view.back}
                sending={sending}
                onStay={stay}
              />
            )}
          />
        </Suspense>
      );
  }
}
