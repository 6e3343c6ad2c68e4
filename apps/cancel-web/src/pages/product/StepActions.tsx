import { Actions, Button, ButtonLink } from '@cancel-flow/ui';
import type { ReactNode } from 'react';
import { useTranslation } from '@cancel-flow/i18n/react';
import { useServices } from '../../shell/services';

interface StepActionsProps {
  readonly isTrial: boolean;
  /** The step's main button; default: Continue (submits the step's form). */
  readonly primary?: ReactNode;
  /** The view's `back`; `null` on step 1. */
  readonly back: (() => unknown) | null;
  /**
   * The survey is on its way (step 4): Back does nothing meanwhile, so no answer changes after
   * it was sent.
   */
  readonly sending?: boolean;
}

/** A step's buttons: the main one, Back, and 'I want to stay' leading home (product §2). */
export function StepActions({ isTrial, primary, back, sending = false }: StepActionsProps) {
  const { t } = useTranslation();
  const { settings } = useServices();
  return (
    <Actions>
      {primary ?? (
        <Button type="submit" variant="primary">
          {t('buttons.continue')}
        </Button>
      )}
      {back ? (
        <Button variant="secondary" aria-disabled={sending || undefined} onClick={() => back()}>
          {t('buttons.back')}
        </Button>
      ) : null}
      <ButtonLink href={settings.homepageUrl} variant="link">
        {isTrial ? t('buttons.stayTrial') : t('buttons.stay')}
      </ButtonLink>
    </Actions>
  );
}
