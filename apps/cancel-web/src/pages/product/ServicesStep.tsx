import {
  SERVICES_MAX_LENGTH,
  type ServicesView,
  type SurveyEvent,
  type ValidationIssue,
} from '@cancel-flow/survey-engine';
import { TextArea } from '@cancel-flow/ui';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../../shell/dynamicKeys';
import { counterLabel } from './ChoiceStep';
import { fieldMessage } from '../../survey/issueMessage';

interface ServicesStepProps {
  readonly services: ServicesView;
  readonly issues: readonly ValidationIssue[];
  readonly send: (event: SurveyEvent) => unknown;
}

/** Step 3.5: 'What services will they be?' (required, at most 250 characters). */
export function ServicesStep({ services, issues, send }: ServicesStepProps) {
  const { t } = useTranslation();
  return (
    <TextArea
      label={translateKey(t, services.question.i18nKey)}
      placeholder={t('fields.servicesPlaceholder')}
      name="services"
      value={services.value}
      onChange={(event) => send({ type: 'change', field: 'services', value: event.target.value })}
      maxLength={SERVICES_MAX_LENGTH}
      counterLabel={(remaining) => counterLabel(t, remaining)}
      error={fieldMessage(t, issues, 'services')}
      required
      rows={3}
    />
  );
}
