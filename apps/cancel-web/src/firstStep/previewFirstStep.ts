import type { ContextResponse } from '@cancel-flow/api-client';
import { firstStepChoices, type QuestionSet } from '@cancel-flow/survey-engine';
import { afterNextPaint } from '../shell/afterNextPaint';
import { sessionStatus } from '../shell/sessionStatus';
import { firstStepOf, firstStepTitle, isFirstStepFileText } from './firstStepFiles';
import { firstStepPreview, type FirstStepPreview } from './firstStepPreview';
import { firstStepOfPage, preloadFirstStep } from './firstStepRequest';
import { watchPresses } from './previewPress';

/**
 * How long the preview waits for the user (get-context). It usually comes within a few hundred
 * milliseconds; a slower request gets the app's own loading page instead (its status for screen
 * readers, its error handling) and then step 1, as without the preview. Only the request counts,
 * not the main thread: on a slow phone the preview is worth the most.
 */
const USER_WAIT_MS = 800;

/** How long the first step's file may still take once the user is known. */
const FILE_GRACE_MS = 500;

const wait = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms));

/** Marks the shown step once Continue was pressed before the app ran (previewHandover.ts). */
export const PREVIEW_CONTINUED = 'data-continued';

export interface PreviewFirstStepInput {
  /** The build's base path, with its trailing slash (/cancel/). */
  readonly base: string;
  readonly pathname: string;
  /** The page language (product §2). */
  readonly language: string;
  /**
   * get-context's answer when it is a good one (`prefetchContext`'s first look, before the app's
   * client reads and reports it), else undefined.
   */
  readonly context: Promise<ContextResponse | undefined>;
  readonly storage: Storage | undefined;
  /**
   * The visit's seed of the answers' order, which the app's survey starts with too, unless the tab
   * kept the survey's own (answerOrderSeed in survey/surveyStorage.ts).
   */
  readonly seed: number;
  /** The page's #root, holding the static placeholder of index.html. */
  readonly root: HTMLElement;
  /** A file's text if it is a first-step file, else undefined (never rejects). */
  readonly fetchFirstStep?: (url: string) => Promise<string | undefined>;
}

/**
 * The file's one request. boot-watch.js usually preloads it before the entry runs, and fetch takes
 * that answer; on a fast device the entry may run first, and then starts the same preload link
 * itself, which boot-watch.js finds and leaves alone.
 */
function fetchFirstStepFile(url: string): Promise<string | undefined> {
  preloadFirstStep(url);
  return fetch(url)
    .then((response) => (response.ok ? response.text() : undefined))
    .then((text) => (text !== undefined && isFirstStepFileText(text) ? text : undefined))
    .catch(() => undefined);
}

/**
 * The prerendered answers are in the question set's order: puts them in the order the survey
 * shows for `seed` (the engine's, which the app renders too).
 */
function orderAnswers(page: Element, questionSet: QuestionSet, seed: number) {
  const inputs = [...page.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  // Each answer's element: the input's ancestor that sits beside the other answers.
  const itemOf = (input: Element) => {
    let item = input;
    while (item.parentElement && !inputs.every((other) => item.parentElement!.contains(other)))
      item = item.parentElement;
    return item;
  };
  for (const choice of firstStepChoices(questionSet, seed)) {
    const input = inputs.find((candidate) => candidate.value === choice.id);
    if (input) {
      const item = itemOf(input);
      item.parentElement?.append(item);
    }
  }
}

interface Shown extends FirstStepPreview {
  readonly language: string;
}

/**
 * Puts the first step in place of index.html's placeholder, usable before the app runs: an answer
 * can be chosen (the browser's own radios; kept in the tab, so a reload before the app runs shows
 * it chosen again) and the stay link followed, while Continue (or Enter) only marks the step, for
 * the app to go on once it runs. The app replaces the step with the same one, live, in its first
 * render, and takes over the answer, the focus and the Continue (previewHandover.ts). It keeps the
 * placeholder's mark, so that boot-watch.js still shows its message if the app never starts.
 */
function show(root: HTMLElement, fileText: string, first: Shown): boolean {
  if (!root.querySelector('[data-boot-placeholder]')) return false;
  const page = firstStepOf(fileText, first.questionSet.id);
  if (!page) return false;
  const title = firstStepTitle(page);
  orderAnswers(page, first.questionSet, first.seed);
  page.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    page.setAttribute(PREVIEW_CONTINUED, '');
  });
  // The answers' one Tab stop is the chosen answer, as the app's RadioGroup renders it
  // (groupTabStop): the markup has it on the first answer.
  const choose = (chosen: HTMLInputElement) => {
    chosen.checked = true;
    for (const radio of page.querySelectorAll<HTMLInputElement>(`[name="${chosen.name}"]`))
      radio.tabIndex = radio === chosen ? 0 : -1;
  };
  const kept = [...page.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
    (radio) => radio.value === first.choice,
  );
  if (kept) choose(kept);
  page.addEventListener('change', ({ target }) => {
    const chosen = target as HTMLInputElement;
    if (chosen.type !== 'radio') return;
    choose(chosen);
    first.saveChoice(chosen.value);
  });
  watchPresses(page);
  page.setAttribute('data-boot-placeholder', '');
  root.replaceChildren(page);
  // Its texts are in the page language (the app's LanguageSync keeps this from then on), its
  // title too (the app's AppPage keeps it).
  document.documentElement.lang = first.language;
  if (title) document.title = title;
  return true;
}

/**
 * On a product page, paints the first step that the build prerendered (boot/firstStepPlugin.ts)
 * as soon as the user is known, before the app's code has run: the page's file (both question
 * sets, in the page language) is requested at once with the user, and the user's set decides.
 * Nothing is shown when the page opens on anything else (sessionStatus, firstStepPreview), the
 * user request fails or takes longer than USER_WAIT_MS, or the file does not come within
 * FILE_GRACE_MS after the user.
 *
 * Resolves true once the first step is painted, false when none is shown (never rejects): from
 * then on the app owns the page, nothing is shown later.
 */
export function previewFirstStep(input: PreviewFirstStepInput): Promise<boolean> {
  const firstStep = firstStepOfPage(input.pathname, input.base, input.language);
  if (!firstStep) return Promise.resolve(false);
  const { page, url } = firstStep;
  const fetchFile = input.fetchFirstStep ?? fetchFirstStepFile;
  // The URL boot-watch.js preloads (src/bootWatch/), so this request takes its answer.
  const download = fetchFile(url);
  return (async () => {
    const context = await Promise.race([input.context, wait(USER_WAIT_MS)]);
    if (!context || sessionStatus(context.user) !== 'ready') return false;
    const preview = firstStepPreview(page, context.user, input.storage, input.seed);
    if (!preview) return false;
    const fileText = await Promise.race([download, wait(FILE_GRACE_MS)]);
    if (fileText === undefined) return false;
    const shown = { ...preview, language: input.language };
    if (!show(input.root, fileText, shown)) return false;
    await afterNextPaint();
    return true;
  })().catch(() => false); // whatever fails here, the app starts and shows the page itself
}
