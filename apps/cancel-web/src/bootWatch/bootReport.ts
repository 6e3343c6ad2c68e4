import { isSupportedLanguage } from '@cancel-flow/i18n';
import type { ErrorReporter } from '../errors/errorReporter';
import { LOCALE_LOAD_FAILURE, PAGE_LOAD_FAILURE } from '../shell/reportNames';
import { bootTextsPath } from './bootWatchConfig';
import { mainBundleScript, responseStatusOf, type ResponseStatusOf } from './resourceTiming';

/** A failure to report: its name (product §8) and what went wrong. */
export interface BootFailure {
  readonly name: string;
  readonly detail: string;
}

const outcome = (status: number | undefined) =>
  status === undefined ? 'got no answer' : status ? `answered ${status}` : 'failed';

/**
 * The failures behind boot-watch.js's banner that nothing else reports (none when the page has no
 * banner). The main bundle (index.html's entry) that did not arrive or answered an error: no code
 * of the app ran to report it. When it did arrive, the app's own code reports what failed after it
 * (main.ts, the texts' and pages' loaders). And the banner's texts in the page language, when the
 * banner shows in English instead: the file failed, or had not come in time.
 */
export function bootFailures(
  document: Document,
  base: string,
  statusOf: ResponseStatusOf,
): BootFailure[] {
  // boot-watch.js's banner names its texts' language; the app's own banner does not.
  const banner = document.querySelector('.cf-error-banner[role="alert"][lang]');
  if (!banner) return [];
  const failures: BootFailure[] = [];
  const entry = mainBundleScript(document);
  const entryStatus = entry ? statusOf(entry.src) : 0;
  if (entry && (entryStatus === undefined || entryStatus >= 400)) {
    failures.push({
      name: PAGE_LOAD_FAILURE,
      detail: `The main bundle ${entry.src} ${outcome(entryStatus)}`,
    });
  }
  // showMessage gives <html> the page language and the banner the language of its texts.
  const pageLanguage = document.documentElement.lang;
  if (isSupportedLanguage(pageLanguage) && banner.getAttribute('lang') !== pageLanguage) {
    const texts = new URL(bootTextsPath(base, pageLanguage), document.baseURI).href;
    const status = statusOf(texts);
    failures.push({
      name: LOCALE_LOAD_FAILURE,
      detail: `The banner's texts ${texts} ${status === 200 ? 'came too late or were not texts' : outcome(status)}`,
    });
  }
  return failures;
}

/**
 * How long the report waits before it reads resource timing. A download's entry is added once its
 * answer's body has come, and nobody reads the body of the banner texts' failed answer: the
 * banner, and so this script, may be there before it.
 */
export const TIMING_SETTLE_MS = 1_500;

/**
 * Reports each of the page's boot failures through the app's own reporter (its scrubbing too),
 * once resource timing has had TIMING_SETTLE_MS to take in the answers that ended the boot.
 */
export async function reportBootFailures(
  base: string,
  reporter: Pick<ErrorReporter, 'report'>,
  statusOf: ResponseStatusOf = responseStatusOf,
  settle: () => Promise<void> = () =>
    new Promise((resolve) => window.setTimeout(resolve, TIMING_SETTLE_MS)),
) {
  await settle();
  for (const failure of bootFailures(document, base, statusOf))
    reporter.report(failure.name, new Error(failure.detail));
}
