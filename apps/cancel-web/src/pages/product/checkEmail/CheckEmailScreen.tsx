import { Button, Notice } from '@cancel-flow/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '@cancel-flow/i18n/react';
import { useGlobalError } from '../../../shell/globalError';
import type { ProductPage } from '../../../shell/productPages';
import { StatusPage, SupportLink } from '../../../shell/StatusPage';
import { useServices } from '../../../shell/services';
import { useProductApi } from '../../../shell/useProductApi';
import { CancellationConfirmed } from './CancellationConfirmed';
import { startConfirmationPoller } from './confirmationPoller';
import { useCountdown } from './useCountdown';
import { usePassOverStepEntries } from '../../../survey/usePassOverStepEntries';
import { protectTypedTexts } from '../../../survey/submitSurvey';
import { clearConfirmedSurvey } from '../../../survey/confirmedSurvey';
import type { SentSurvey } from '../../../survey/surveyStorage';
import type { UserId } from '../../../shell/services';
import { withOutcomeTexts } from '../outcomeTexts';

interface CheckEmailScreenProps {
  readonly page: ProductPage;
  readonly sent: SentSurvey;
  /** The e-mail was sent again: `sent` with the time of this send, to keep in the tab. */
  readonly onResent: (sent: SentSurvey) => void;
  /** Whose survey it is: once it is confirmed, only that fact of it stays in the tab. */
  readonly userId: UserId;
}

/**
 * After the survey (product §4): the cancellation takes effect once the link in the e-mail is
 * opened. Polls is-confirmed and turns into the confirmed state; the e-mail can be resent.
 */
function CheckEmailScreen({ page, sent, onResent, userId }: CheckEmailScreenProps) {
  const { t, i18n } = useTranslation();
  const { devTools, settings, reporter, storage } = useServices();
  const productApi = useProductApi(page);
  const { showError, clearError } = useGlobalError();
  const [confirmed, setConfirmed] = useState(false);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  // Counted from the last send, so a reload does not start the wait again.
  const resendIn = useCountdown(sent.sentAt, settings.resendCooldownSeconds);
  usePassOverStepEntries();

  // A submission restored after a reload: what was typed stays out of error reports too.
  useEffect(() => protectTypedTexts(reporter, sent.submission), [reporter, sent.submission]);

  useEffect(
    () =>
      startConfirmationPoller({
        check: () => productApi.isConfirmed(),
        onConfirmed: () => {
          clearConfirmedSurvey(storage, page.product, userId);
          setConfirmed(true);
        },
        // A background check: announce the banner without taking focus from the customer.
        onError: (error) => showError(error, { focus: false }),
        onRecovered: clearError,
      }),
    [productApi, showError, clearError, storage, page.product, userId],
  );

  async function resend() {
    if (resending) return;
    setResending(true);
    setResent(false);
    clearError();
    try {
      // The same submission again: the same key, so the server can tell a repeat.
      await productApi.sendConfirmationEmail(sent.submission, {
        idempotencyKey: sent.idempotencyKey,
      });
      setResent(true);
      onResent({ ...sent, sentAt: Date.now() });
    } catch (error) {
      showError(error);
    } finally {
      setResending(false);
    }
  }

  if (confirmed) return <CancellationConfirmed />;

  const mockLink = devTools?.confirmationLink(page.product, i18n.language);
  return (
    <StatusPage
      status="waiting"
      title={t('checkEmail.title')}
      focusOnMount
      actions={
        <>
          <Button
            variant="secondary"
            busy={resending}
            busyLabel={t('buttons.sending')}
            // Not `disabled`: the countdown starts again right after a resend, and a disabled
            // button would drop the keyboard focus to the page's body.
            aria-disabled={resendIn > 0 || undefined}
            onClick={() => void resend()}
            aria-describedby={resendIn > 0 ? 'resend-countdown' : undefined}
          >
            {t('buttons.resendEmail')}
          </Button>
          <SupportLink />
        </>
      }
    >
      {/* In the page from the start, so screen readers announce "sent again" when it appears (a
          live region added together with its text is not announced everywhere); the visible
          notice below repeats it for the eye only. First, so it never changes the spacing. */}
      <p role="status" className="cf-visually-hidden">
        {resent && t('checkEmail.resent')}
      </p>
      <p>{t('checkEmail.body', { email: sent.submission.email })}</p>
      <p>{t('checkEmail.processing')}</p>
      <p role="status">{t('checkEmail.waiting')}</p>
      {resendIn > 0 ? (
        <p id="resend-countdown">
          {t('checkEmail.resendCountdown', {
            count: resendIn,
            countdown: resendIn,
          })}
        </p>
      ) : null}
      {resent ? (
        <Notice tone="success" aria-hidden>
          {t('checkEmail.resent')}
        </Notice>
      ) : null}
      {mockLink ? (
        <Notice tone="info">
          <a href={mockLink}>{t('checkEmail.mockLink')}</a>
        </Notice>
      ) : null}
    </StatusPage>
  );
}

export default withOutcomeTexts(CheckEmailScreen);
