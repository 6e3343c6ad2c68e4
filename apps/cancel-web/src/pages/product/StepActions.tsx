import { Actions, Button, ButtonLink } from '@cancel-flow/ui';
import type { MouseEvent, ReactNode } from 'react';
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
  /**
   * The customer follows 'I want to stay' in this tab (not into a new one), and no send is under
   * way: what they typed is forgotten, since they are no longer cancelling.
   */
  readonly onStay?: () => void;
}

/** A step's buttons: the main one, Back, and 'I want to stay' leading home (product §2). */
export function StepActions({ isTrial, primary, back, sending = false, onStay }: StepActionsProps) {
  const { t } = useTranslation();
  const { settings } = useServices();
  const stay = (event: MouseEvent) => {
    const inThisTab =
      event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
    if (inThisTab && !sending) onStay?.();
  };
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
      <ButtonLink href={settings.homepageUrl} variant="link" onClick={stay}>
        {isTrial ? t('buttons.stayTrial') : t('buttons.stay')}
      </ButtonLink>
    </Actions>
  );
}
