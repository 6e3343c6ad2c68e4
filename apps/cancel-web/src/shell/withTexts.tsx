import { hasTexts, loadTexts, preloadTexts, type Language, type TextPart } from '@cancel-flow/i18n';
import { useTranslation } from '@cancel-flow/i18n/react';
import { useEffect, useState, type ComponentType } from 'react';
import { LoadingPage } from './AppPage';
import { useGlobalError } from './globalError';
import { reloadToDownloadAgain } from './reloadToDownloadAgain';
import { LOCALE_LOAD_FAILURE } from './reportNames';
import { useServices } from './services';

/**
 * `Screen` once `part` of the texts (@cancel-flow/i18n's loadTexts) is loaded in the page's
 * language: usually it is, downloaded beforehand (the outcome part while the customer answers the
 * questions, a page's part beside the page's code). Until then, the loading placeholder; a download
 * that fails is reported and shows the global error, whose "Try again" loads the page again.
 * `preloadTexts(language)` starts the part's download without an instance (app/pageChunks.ts).
 *
 * Imported only by screens loaded on demand, so it is not in the app's chunk.
 */
export function withTexts<Props extends object>(part: TextPart, Screen: ComponentType<Props>) {
  function ScreenWithTexts(props: Props) {
    const { i18n } = useTranslation();
    const { reporter } = useServices();
    const { showError } = useGlobalError();
    const [failed, setFailed] = useState(false);
    const loaded = hasTexts(i18n, part);
    useEffect(() => {
      if (loaded) return;
      let current = true;
      // Once loaded, the new texts render this screen again (I18nProvider).
      loadTexts(i18n, part).catch((error: unknown) => {
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
  return Object.assign(ScreenWithTexts, {
    preloadTexts: (language: Language) => preloadTexts(part, language),
  });
}
