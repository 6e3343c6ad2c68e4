import { Actions, Button, ButtonLink } from '@cancel-flow/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../shell/services';

interface StepActionsProps {
  readonly isTrial: boolean;
  /** The step's main button; default: Continue (submits the step's form). */
  readonly primary?: ReactNode;
  readonly onBack?: (() => void) | undefined;
}

/** A step's buttons: the main one, Back, and 'I want to stay' leading home (SPEC §2). */
export function StepActions({ isTrial, primary, onBack }: StepActionsProps) {
  const { t } = useTranslation();
  const { settings } = useServices();
  return (
    <Actions>
      {primary ?? (
        <Button type="submit" variant="primary">
          {t('buttons.continue')}
        </Button>
      )}
      {onBack ? (
        <Button variant="secondary" onClick={onBack}>
          {t('buttons.back')}
        </Button>
      ) : null}
      <ButtonLink href={settings.homepageUrl} variant="link">
        {isTrial ? t('buttons.stayTrial') : t('buttons.stay')}
      </ButtonLink>
    </Actions>
  );
}
