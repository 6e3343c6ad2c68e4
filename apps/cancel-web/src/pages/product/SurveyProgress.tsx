import { STEP_COUNT, type SurveyView } from '@cancel-flow/survey-engine';
import { StepProgress, type StepState } from '@cancel-flow/ui';
import { useTranslation } from '@cancel-flow/i18n/react';

const stepKeys = {
  complete: 'progress.stepDone',
  skipped: 'progress.stepSkipped',
  current: 'progress.step',
  upcoming: 'progress.step',
} as const satisfies Record<StepState, string>;

/**
 * 'Step {n} of 4' (the engine says which step a screen shows, and which steps before it the
 * answers passed over); a screen reader also hears which steps are done and which were skipped.
 */
export function SurveyProgress({
  view,
}: {
  readonly view: Pick<SurveyView, 'stepNumber' | 'skippedSteps'>;
}) {
  const { t } = useTranslation();
  return (
    <StepProgress
      current={view.stepNumber}
      total={STEP_COUNT}
      skipped={view.skippedSteps}
      label={t('progress.label')}
      stepLabel={(n, _total, state) => t(stepKeys[state], { n })}
    />
  );
}
