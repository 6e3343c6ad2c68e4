import type { FinalStepValues, FinalStepView } from '@cancel-flow/survey-engine';
import { Button, Checkbox, OptionalMarker, TextArea, TextField } from '@cancel-flow/ui';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from '@cancel-flow/i18n/react';
import { translateKey } from '../../shell/dynamicKeys';
import { finalStepResolver } from '../../survey/finalStepResolver';
import { issueMessage } from '../../survey/issueMessage';
import { sentLength } from '../../survey/sentLength';
import type { SurveyStorage } from '../../survey/surveyStorage';
import { counterLabel } from './counterLabel';
import { StepForm } from './StepForm';

interface FinalStepProps {
  readonly view: FinalStepView;
  readonly email: string;
  /** Keeps what is typed for a reload, and gives it back. */
  readonly storage: SurveyStorage;
  /** Called once with valid values; the survey is sent from there. */
  readonly onSubmit: (values: FinalStepValues) => Promise<void>;
  /** The step's buttons around its submit button; `sending` while the survey is on its way. */
  readonly actions: (submitButton: ReactNode, sending: boolean) => ReactNode;
}

/**
 * Step 4: name, the read-only e-mail, the optional comment (paid users), the agreement.
 * react-hook-form owns these fields and validates them with the engine's validators; the values
 * reach the engine once, on submit.
 */
export default function FinalStep({ view, email, storage, onSubmit, actions }: FinalStepProps) {
  const { t } = useTranslation();
  const resolver = useMemo(() => finalStepResolver((issue) => issueMessage(t, issue)), [t]);
  const { register, handleSubmit, subscribe, formState } = useForm<FinalStepValues>({
    defaultValues: storage.loadFinalValues() ?? view.values,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = formState;

  // What is typed is kept for a reload (the engine gets the values only on submit).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) =>
          storage.saveFinalValues({
            name: values.name ?? '',
            comment: values.comment ?? '',
            agreed: values.agreed === true,
          }),
      }),
    [subscribe, storage],
  );

  return (
    <StepForm onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label={t('finalStep.name')}
        autoComplete="name"
        required
        maxLength={view.nameMaxLength}
        measure={sentLength}
        counterLabel={(remaining) => counterLabel(t, remaining)}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField label={t('finalStep.email')} type="email" value={email} readOnly />
      {view.commentKey ? (
        <TextArea
          label={
            <Trans
              i18nKey="finalStep.optionalLabel"
              values={{ label: translateKey(t, view.commentKey) }}
              components={{ marker: <OptionalMarker /> }}
            />
          }
          rows={4}
          // No limit, so no counter (product §5: the comment has no rules).
          {...register('comment')}
        />
      ) : null}
      <Checkbox
        label={t('finalStep.agreement')}
        required
        error={errors.agreed?.message}
        {...register('agreed')}
      />
      {actions(
        <Button type="submit" variant="danger" busy={isSubmitting} busyLabel={t('buttons.sending')}>
          {t('buttons.cancelSubscription')}
        </Button>,
        isSubmitting,
      )}
    </StepForm>
  );
}
