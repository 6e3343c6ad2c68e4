import { STEP_COUNT, type StepNumber } from '@cancel-flow/survey-engine';
import { StepProgress } from '@cancel-flow/ui';
import { useTranslation } from '@cancel-flow/i18n/react';

/** 'Step {n} of 4' (the engine says which step a screen shows). */
export function SurveyProgress({ stepNumber }: { readonly stepNumber: StepNumber }) {
  const { t } = useTranslation();
  return (
    <StepProgress
      current={stepNumber}
      total={STEP_COUNT}
      label={t('progress.label')}
      stepLabel={(n) => t('progress.step', { n })}
    />
  );
}
