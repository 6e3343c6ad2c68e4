import { useEffect, useState } from 'react';
import { useTranslation } from '@cancel-flow/i18n/react';
import { useGlobalError } from '../../shell/globalError';
import { LOCALE_LOAD_FAILURE, PAGE_LOAD_FAILURE } from '../../shell/reportNames';
import { useServices } from '../../shell/services';
import { withTimeout } from '../../shell/withTimeout';
import { afterNextPaint } from '../../shell/afterNextPaint';
import { reloadToDownloadAgain } from '../../shell/reloadToDownloadAgain';
import { named, type NamedFailure } from '../../shell/namedFailure';
import { loadSubmissionTexts, type SubmissionTexts } from '../../survey/submissionTexts';
import type { submitSurvey } from '../../survey/submitSurvey';
import { CheckEmailScreen } from './checkEmail/checkEmailScreen';
import { loadOutcomeTexts } from './loadOutcomeTexts';
import { preloadFinalStep } from './SurveyStep';

export type SubmitReadiness =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly englishTexts: SubmissionTexts;
      readonly submitSurvey: typeof submitSurvey;
    }
  | { readonly status: 'failed'; readonly retry: () => void };

/** The code that builds and sends the submission: a chunk of its own, off step 1's path. */
const loadSubmission = () =>
  import('../../survey/submitSurvey').then(({ submitSurvey }) => ({ submitSurvey }));

/**
 * What step 4 and sending need beyond the answers, downloaded while the customer answers the first
 * steps: the English texts the submission records and the texts of step 4's form and of the
 * check-your-email screen (the `outcome` part; locale time-out), step 4's form, the code that
 * builds and sends the submission and the check-your-email screen (page-bundle time-out), fetched
 * once the current step is painted. Step 4's form is shown only once all are here, so it never
 * waits for its code or texts and nothing is downloaded at the click. A failure is reported under
 * its name and shows the global error; `retry` loads the page again (`reloadToDownloadAgain`),
 * where the survey's records bring the customer back to this step with everything they chose or
 * typed.
 */
export function useSubmitReadiness(): SubmitReadiness {
  const { i18n } = useTranslation();
  const { reporter } = useServices();
  const { showError } = useGlobalError();
  const [state, setState] = useState<SubmitReadiness>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    const load = () =>
      Promise.all([
        loadSubmissionTexts(i18n).catch(named(LOCALE_LOAD_FAILURE)),
        withTimeout(loadSubmission).catch(named(PAGE_LOAD_FAILURE)),
        preloadFinalStep().catch(named(PAGE_LOAD_FAILURE)),
        CheckEmailScreen.preload().catch(named(PAGE_LOAD_FAILURE)),
        loadOutcomeTexts(i18n).catch(named(LOCALE_LOAD_FAILURE)),
      ]);
    afterNextPaint()
      .then(load)
      .then(
        ([englishTexts, submission]) =>
          current && setState({ status: 'ready', englishTexts, ...submission }),
        ({ failure, error }: NamedFailure) => {
          if (!current) return;
          reporter.report(failure, error);
          showError(error);
          setState({ status: 'failed', retry: reloadToDownloadAgain });
        },
      );
    return () => {
      current = false;
    };
  }, [i18n, reporter, showError]);

  return state;
}
