import { hasTexts, loadTexts, type I18n } from '@cancel-flow/i18n';
import { useTranslation } from '@cancel-flow/i18n/react';
import { useEffect, useState, type ComponentType } from 'react';
import { LoadingPage } from '../../shell/AppPage';
import { useGlobalError } from '../../shell/globalError';
import { reloadToDownloadAgain } from '../../shell/reloadToDownloadAgain';
import { LOCALE_LOAD_FAILURE } from '../../shell/reportNames';
import { useServices } from '../../shell/services';

// The screens that follow the survey's questions (the offer, what follows its acceptance,
// check-your-email and the confirmed cancellation) and step 4's form show the texts' `outcome`
// part, which a visit downloads apart from step 1's texts (@cancel-flow/i18n's loadTexts): step 4's
// form waits for it with its code (useSubmitReadiness), the screens here through withOutcomeTexts.
// This module, with the part's table of files, is a chunk of its own: the screens' chunks import
// it, and the app reaches it only on demand (loadOutcomeTexts.ts).

/** Downloads the outcome texts in the page's language (see loadTexts). */
export const loadOutcome = (i18n: I18n) => loadTexts(i18n, 'outcome');

/**
 * `Screen` once the outcome texts are loaded: they usually are, downloaded while the customer
 * answered the questions (useSubmitReadiness, useRetentionOffer). Until then (a page loaded again
 * on such a screen), the loading placeholder; a download that fails is reported and shows the
 * global error, whose "Try again" loads the page again.
 */
export function withOutcomeTexts<Props extends object>(Screen: ComponentType<Props>) {
  function OutcomeScreen(props: Props) {
    const { i18n } = useTranslation();
    const { reporter } = useServices();
    const { showError } = useGlobalError();
    const [failed, setFailed] = useState(false);
    const loaded = hasTexts(i18n, 'outcome');
    useEffect(() => {
      if (loaded) return;
      let current = true;
      // Once loaded, the new texts render this screen again (I18nProvider).
      loadOutcome(i18n).catch((error: unknown) => {
        if (!current) return;
        reporter.report(LOCALE_LOAD_FAILURE, error);
        showError(error);
        setFailed(true);
      });
      return () => {
        current = false;
      };
    }, [loaded, i18n, reporter, showError]);
    if (!loaded) return <LoadingPage onRetry={failed ? reloadToDownloadAgain : undefined} />;
    return <Screen {...props} />;
  }
  return OutcomeScreen;
}
