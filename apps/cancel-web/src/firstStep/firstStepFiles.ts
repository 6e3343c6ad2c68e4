// Where the prerendered first steps live in the build (boot/firstStepPlugin.ts writes them, the
// preview reads them): one HTML file per product page, question set and language.

/** The folder below the build's base (/cancel/). */
export const FIRST_STEP_FOLDER = 'first-step';

/**
 * The ids of the question sets every product page has a first step for: the engine's paid and
 * trial sets (renderFirstSteps.test.tsx checks them), whose files boot-watch.js preloads and the
 * preview requests. Written out, not imported: boot-watch.js's build (boot/bootWatchPlugin.ts)
 * reads this file without the engine.
 */
export const FIRST_STEP_QUESTION_SETS = ['paid', 'trial'] as const;

/** `first-step/<page path>/<question set>.<language>.html`, below the base. */
export function firstStepFile(pagePath: string, questionSetId: string, language: string): string {
  return `${FIRST_STEP_FOLDER}/${pagePath}/${questionSetId}.${language}.html`;
}

/**
 * Every first-step file starts with this comment: a host that answers a missing file with its
 * index page (a single-page-app fallback) is not mistaken for one.
 */
export const FIRST_STEP_MARK = '<!-- cancel-flow:first-step -->';
