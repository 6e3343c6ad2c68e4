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
}

/**
 * A file's text: the mark, then each question set's first step in a `<template>` of its own. One
 * file for both sets, so that a page asks for one file before it knows the customer; the template
 * it does not show is parsed but never rendered.
 */
export function firstStepFileText(steps: readonly QuestionSetFirstStep[]): string {
  const templates = steps.map(
    ({ questionSetId, html }) =>
      `<template ${QUESTION_SET_ATTRIBUTE}="${questionSetId}">${html}</template>`,
  );
  return `${FIRST_STEP_MARK}\n${templates.join('\n')}\n`;
}

/**
 * The first step of `questionSetId` in a file's text (firstStepFileText), as a detached element, or
 * undefined when the text is not a first-step file or has no such set.
 */
export function firstStepOf(fileText: string, questionSetId: string): Element | undefined {
  if (!isFirstStepFileText(fileText)) return undefined;
  const file = document.createElement('template');
  file.innerHTML = fileText;
  const step = [...file.content.querySelectorAll('template')].find(
    (template) => template.getAttribute(QUESTION_SET_ATTRIBUTE) === questionSetId,
  );
  return step?.content.firstElementChild ?? undefined;
}
