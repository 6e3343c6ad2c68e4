import type { ChoiceStepView, ValidationIssue } from '@cancel-flow/survey-engine';
import { RadioGroup, TextArea } from '@cancel-flow/ui';
import { useTranslation } from '@cancel-flow/i18n/react';
import { translateKey } from '../../shell/dynamicKeys';
import { fieldMessage } from '../../survey/issueMessage';
import { sentLength } from '../../survey/sentLength';
import type { FieldFocus } from '../../survey/useFieldFocus';
import { counterLabel } from './counterLabel';

interface ChoiceStepProps {
  readonly view: ChoiceStepView;
  readonly issues: readonly ValidationIssue[];
  readonly params: Readonly<Record<string, string>>;
  readonly fieldRef: FieldFocus['fieldRef'];
}

/** Steps 1 and 2: the reason (or follow-up) with a free-text field under answers that need one. */
export function ChoiceStep({ view, issues, params, fieldRef }: ChoiceStepProps) {
  const { t } = useTranslation();
  const textError = fieldMessage(t, issues, 'text');
  return (
    <RadioGroup
      legend={translateKey(t, view.subtitleKey, params)}
      legendAppearance="subtitle"
      name={view.questionId}
      required
      value={view.selectedChoiceId}
      onValueChange={view.select}
      ref={fieldRef('choice')}
      error={fieldMessage(t, issues, 'choice')}
      choices={view.choices.map((choice) => ({
        value: choice.id,
        label: translateKey(t, choice.i18nKey, params),
        details: choice.requiresText ? (
          <TextArea
            ref={choice.id === view.textChoiceId ? fieldRef('text') : undefined}
            label={t('fields.freeTextLabel')}
            placeholder={t('fields.freeTextPlaceholder')}
            name={`${view.questionId}-${choice.id}-text`}
            value={choice.id === view.textChoiceId ? view.freeText : ''}
            onChange={(event) => view.setText(event.target.value)}
            maxLength={view.freeTextMaxLength}
            measure={sentLength}
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
