// Where the prerendered first steps live in the build and what a file holds
// (boot/firstStepPlugin.ts writes them, the preview reads them): one HTML file per product page and
// language, holding the first step of each question set.

/** The folder below the build's base (/cancel/). */
export const FIRST_STEP_FOLDER = 'first-step';

/** `first-step/<page path>/<language>.html`, below the base. */
export function firstStepFile(pagePath: string, language: string): string {
  return `${FIRST_STEP_FOLDER}/${pagePath}/${language}.html`;
}

/**
 * Every first-step file starts with this comment: a host that answers a missing file with its
 * index page (a single-page-app fallback) is not mistaken for one.
 */
export const FIRST_STEP_MARK = '<!-- cancel-flow:first-step -->';

/** Whether a response's text is a first-step file (and not, say, a host's index page). */
export function isFirstStepFileText(text: string): boolean {
  return text.startsWith(FIRST_STEP_MARK);
}

const QUESTION_SET_ATTRIBUTE = 'data-question-set';

export interface QuestionSetFirstStep {
  readonly questionSetId: string;
  /** The page's markup, as the app renders it with this question set. */
  readonly html: string;
  /** The tab's title while the step shows, as the app sets it (documentTitle). */
  readonly title: string;
}

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * A file's text: the mark, then each question set's first step in a `<template>` of its own, the
 * page's markup followed by a `<title>` with the tab's title (firstStepTitle). One file for both
 * sets, so that a page asks for one file before it knows the customer; the template it does not
 * show is parsed but never rendered.
 */
export function firstStepFileText(steps: readonly QuestionSetFirstStep[]): string {
  const nested = steps.find(({ html }) => /<\/?template\b/i.test(html));
  if (nested) {
    // firstStepOf finds a set's step by its template's end: a template inside would cut it short.
    throw new Error(`The first step of ${nested.questionSetId} holds a <template> of its own`);
  }
  const templates = steps.map(
    ({ questionSetId, html, title }) =>
      `<template ${QUESTION_SET_ATTRIBUTE}="${questionSetId}">${html}<title>${escapeText(title)}</title></template>`,
  );
  return `${FIRST_STEP_MARK}\n${templates.join('\n')}\n`;
}

/**
 * The first step of `questionSetId` in a file's text (firstStepFileText), as a detached element, or
 * undefined when the text is not a first-step file or has no such set. Only that set's markup is
 * parsed (a prerendered page holds no template of its own): on a slow phone the other set's would
 * cost main-thread time right before the step paints.
 */
export function firstStepOf(fileText: string, questionSetId: string): Element | undefined {
  if (!isFirstStepFileText(fileText)) return undefined;
  const open = `<template ${QUESTION_SET_ATTRIBUTE}="${questionSetId}">`;
  const start = fileText.indexOf(open);
  const end = start < 0 ? -1 : fileText.indexOf('</template>', start);
  if (end < 0) return undefined;
  const step = document.createElement('template');
  step.innerHTML = fileText.slice(start + open.length, end);
  return step.content.firstElementChild ?? undefined;
}

/** The tab's title that follows a first step's markup in its file (firstStepFileText), if any. */
export function firstStepTitle(page: Element): string | undefined {
  return page.nextElementSibling?.textContent || undefined;
}
