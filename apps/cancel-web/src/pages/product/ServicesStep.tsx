import type { ServicesStepView, ValidationIssue } from '@cancel-flow/survey-engine';
import { TextArea } from '@cancel-flow/ui';
import { useTranslation } from '@cancel-flow/i18n/react';
import { translateKey } from '../../shell/dynamicKeys';
import { fieldMessage } from '../../survey/issueMessage';
import { sentLength } from '../../survey/sentLength';
import type { FieldFocus } from '../../survey/useFieldFocus';
import { counterLabel } from './counterLabel';

interface ServicesStepProps {
  readonly view: ServicesStepView;
  readonly issues: readonly ValidationIssue[];
  readonly fieldRef: FieldFocus['fieldRef'];
}

/** Step 3.5: 'What services will they be?' (required, at most 250 characters). */
export function ServicesStep({ view, issues, fieldRef }: ServicesStepProps) {
  const { t } = useTranslation();
  return (
    <TextArea
      ref={fieldRef('services')}
      label={translateKey(t, view.subtitleKey)}
      labelAppearance="subtitle"
      placeholder={t('fields.servicesPlaceholder')}
      name="services"
      value={view.value}
      onChange={(event) => view.setText(event.target.value)}
      maxLength={view.maxLength}
      measure={sentLength}
      counterLabel={(remaining) => counterLabel(t, remaining)}
      error={fieldMessage(t, issues, 'services')}
      required
      rows={3}
    />
  );
}
