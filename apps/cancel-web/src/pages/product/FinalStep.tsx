import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import {
  validateFinalStep,
  type FinalStepValues,
  type FinalView,
  type SurveyEvent,
  type ValidationIssue,
} from '@cancel-flow/survey-engine';
import { Button, Checkbox, Stack, TextArea, TextField } from '@cancel-flow/ui';
import { useEffect, useMemo, type ReactNode, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../../shell/dynamicKeys';
import { issueMessage } from '../../survey/issueMessage';

type FinalSchema = Parameters<
  typeof standardSchemaResolver<FinalStepValues, unknown, FinalStepValues>
>[0];

/** The engine's final-step validation as a Standard Schema, with SPEC §5's messages. */
export function finalStepSchema(message: (issue: ValidationIssue) => string): FinalSchema {
  return {
    '~standard': {
      version: 1,
      vendor: 'cancel-flow',
      validate(value) {
        const values = value as FinalStepValues;
        const issues = validateFinalStep(values);
        return issues.length === 0
          ? { value: values }
          : { issues: issues.map((issue) => ({ message: message(issue), path: [issue.field] })) };
      },
    },
  };
}

interface FinalStepProps {
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly final: FinalView;
  readonly email: string;
  /** Issues the engine found (it validates the same values again before sending). */
  readonly issues: readonly ValidationIssue[];
  readonly busy: boolean;
  readonly send: (event: SurveyEvent) => unknown;
  readonly onSubmit: () => void;
  readonly actions: (submitButton: ReactNode) => ReactNode;
}

/** Step 4: name, the read-only e-mail, the optional comment (paid users), the agreement. */
export default function FinalStep({
  formRef,
  final,
  email,
  issues,
  busy,
  send,
  onSubmit,
  actions,
}: FinalStepProps) {
  const { t } = useTranslation();
  const resolver = useMemo(
    () => standardSchemaResolver(finalStepSchema((issue) => issueMessage(t, issue))),
    [t],
  );
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<FinalStepValues>({
    defaultValues: final.values,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  // Every keystroke goes to the engine too, so the per-tab draft keeps it.
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name === 'name' || name === 'comment') {
        send({ type: 'change', field: name, value: values[name] ?? '' });
      } else if (name === 'agreed') {
        send({ type: 'change', field: 'agreed', value: values.agreed === true });
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, send]);

  const comment = register('comment');
  const engineMessage = (field: 'name' | 'agreed') => {
    const issue = issues.find((candidate) => candidate.field === field);
    return issue ? issueMessage(t, issue) : undefined;
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack>
        <TextField
          label={t('fields.name')}
          autoComplete="name"
          required
          error={errors.name?.message ?? engineMessage('name')}
          {...register('name')}
        />
        <TextField label={t('fields.email')} type="email" value={email} readOnly />
        {final.comments ? (
          <TextArea
            label={translateKey(t, final.comments.i18nKey)}
            optionalText={t('meta.optional')}
            rows={4}
            name={comment.name}
            ref={comment.ref}
            onChange={comment.onChange}
            onBlur={comment.onBlur}
          />
        ) : null}
        <Checkbox
          label={t('fields.agreement')}
          required
          error={errors.agreed?.message ?? engineMessage('agreed')}
          {...register('agreed')}
        />
        {actions(
          <Button type="submit" variant="danger" busy={busy}>
            {t('buttons.cancelSubscription')}
          </Button>,
        )}
      </Stack>
    </form>
  );
}
