import {
  FREE_TEXT_MAX_LENGTH,
  type ChoiceQuestionView,
  type SurveyEvent,
  type ValidationIssue,
} from '@cancel-flow/survey-engine';
import { RadioGroup, TextArea } from '@cancel-flow/ui';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../../shell/dynamicKeys';
import { fieldMessage } from '../../survey/issueMessage';

interface ChoiceStepProps {
  readonly question: ChoiceQuestionView;
  readonly issues: readonly ValidationIssue[];
  readonly params: Readonly<Record<string, string>>;
  readonly send: (event: SurveyEvent) => unknown;
}

/** Steps 1 and 2: the reason (or follow-up) with a free-text field under answers that need one. */
export function ChoiceStep({ question, issues, params, send }: ChoiceStepProps) {
  const { t } = useTranslation();
  const textError = fieldMessage(t, issues, 'text');
  return (
    <RadioGroup
      legend={translateKey(t, question.i18nKey, params)}
      legendAppearance="subtitle"
      name={question.id}
      required
      value={question.selectedChoiceId}
      onValueChange={(value) => send({ type: 'change', field: 'choice', value })}
      error={fieldMessage(t, issues, 'choice')}
      choices={question.choices.map((choice) => ({
        value: choice.id,
        label: translateKey(t, choice.i18nKey, params),
        details: choice.requiresText ? (
          <TextArea
            label={t('fields.freeTextLabel')}
            placeholder={t('fields.freeTextPlaceholder')}
            name={`${question.id}-${choice.id}-text`}
            value={choice.id === question.selectedChoiceId ? question.freeText : ''}
            onChange={(event) => send({ type: 'change', field: 'text', value: event.target.value })}
            maxLength={FREE_TEXT_MAX_LENGTH}
            counterLabel={(remaining) => counterLabel(t, remaining)}
            error={textError}
            required
            rows={3}
          />
        ) : undefined,
      }))}
    />
  );
}

export function counterLabel(t: ReturnType<typeof useTranslation>['t'], remaining: number) {
  return remaining >= 0
    ? t('fields.charactersLeft', { count: remaining })
    : t('fields.charactersOver', { count: -remaining });
}
