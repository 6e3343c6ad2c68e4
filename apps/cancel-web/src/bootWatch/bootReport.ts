import { isSupportedLanguage } from '@cancel-flow/i18n';
import type { ErrorReporter } from '../errors/errorReporter';
import { LOCALE_LOAD_FAILURE, PAGE_LOAD_FAILURE } from '../shell/reportNames';
import { withTimeout } from '../shell/withTimeout';
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
 * What the server answers now for `url` (its status; undefined when the request fails or has not
 * answered within ASK_AGAIN_TIMEOUT_MS), asked by the report where the browser does not tell the
 * status of its own download (Safari's resource timing has no `responseStatus`). `no-cache`: the
 * server's answer, not a copy the browser kept.
 */
export type AskStatusAgain = (url: string) => Promise<number | undefined>;

/** How long the report waits for the main bundle asked for again: a hang must not hold it up. */
export const ASK_AGAIN_TIMEOUT_MS = 10_000;

const askStatusAgain: AskStatusAgain = (url) =>
  withTimeout(() => fetch(url, { cache: 'no-cache' }), ASK_AGAIN_TIMEOUT_MS).then(
    (response) => response.status,
    () => undefined,
  );

/**
 * What went wrong with the main bundle (index.html's entry), or undefined when it arrived. Resource
 * timing tells an error status or no answer; where the browser does not tell the status (0), the
 * bundle is asked for again, and an error or a failed request then is what the customer most
 * likely got too.
 */
async function mainBundleFault(
  url: string,
  statusOf: ResponseStatusOf,
  askAgain: AskStatusAgain,
): Promise<string | undefined> {
  const status = statusOf(url);
  if (status === undefined || status >= 400) return outcome(status);
  if (status !== 0) return undefined;
  const again = await askAgain(url);
  if (again === undefined) return 'gave no status, and asking again failed';
  return again >= 400 ? `gave no status, and answered ${again} when asked again` : undefined;
}

/**
 * The failures behind boot-watch.js's banner that nothing else reports (none when the page has no
 * banner). The main bundle (index.html's entry) that did not arrive or answered an error: no code
 * of the app ran to report it. When it did arrive, the app's own code reports what failed after it
 * (main.ts, the texts' and pages' loaders). And the banner's texts in the page language, when the
 * banner shows in English instead: the file failed, or had not come in time.
 */
export async function bootFailures(
  document: Document,
  base: string,
  statusOf: ResponseStatusOf,
  askAgain: AskStatusAgain = askStatusAgain,
): Promise<BootFailure[]> {
  // boot-watch.js's banner names its texts' language; the app's own banner does not.
  const banner = document.querySelector('.cf-error-banner[role="alert"][lang]');
  if (!banner) return [];
  const failures: BootFailure[] = [];
  const entry = mainBundleScript(document);
  const entryFault = entry && (await mainBundleFault(entry.src, statusOf, askAgain));
  if (entryFault) {
    failures.push({
      name: PAGE_LOAD_FAILURE,
      detail: `The main bundle ${entry.src} ${entryFault}`,
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
  askAgain: AskStatusAgain = askStatusAgain,
) {
  await settle();
  for (const failure of await bootFailures(document, base, statusOf, askAgain))
    reporter.report(failure.name, new Error(failure.detail));
}
