import { PREVIEW_CONTINUED } from './previewFirstStep';

/**
 * What the customer did on the prerendered first step before the app ran (previewFirstStep shows
 * it usable: an answer can be chosen, Continue waits for the app), for the app's step 1 to carry
 * on from when it replaces the step.
 */
export interface PreviewHandover {
  /** The answer chosen, if any (its radio's value: the choice's id). */
  readonly answer: string | undefined;
  /** Whether Continue was pressed (or Enter in the form): the app then goes on as if it were. */
  readonly continued: boolean;
  /**
   * Focuses the app's control in the place of the one that had the focus on the step, if one had
   * it, without scrolling: the customer may have scrolled on to Continue since. Call it right
   * after the app's first render of step 1, whose markup is the step's.
   */
  refocus(): void;
}

/** The step's controls in document order; the app's step 1 has the same ones in the same order. */
const CONTROLS = 'input, textarea, button, a[href]';

/**
 * Starts watching the prerendered first step in `root` (the page's #root) for the focus, and
 * returns the function that reads the handover: once the app has rendered into `root`, the step's
 * nodes are gone, but their choice and the focus they had are still known.
 */
export function watchPreview(root: Element): () => PreviewHandover {
  const preview = root.firstElementChild as HTMLElement;
  const active = document.activeElement;
  let focused = active && preview.contains(active) ? active : null;
  preview.addEventListener('focusin', (event) => {
    focused = event.target as Element;
  });
  // Focus leaving the step (a click on the page's background) forgets it. The app's render blurs
  // the step's control too as it removes it, but reads the handover in that same task, before this
  // check runs and finds the step gone.
  preview.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (next instanceof Node && preview.contains(next)) return;
    queueMicrotask(() => {
      if (preview.isConnected) focused = null;
    });
  });
  return () => {
    const checked = preview.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    const place = focused ? [...preview.querySelectorAll(CONTROLS)].indexOf(focused) : -1;
    return {
      answer: checked?.value,
      continued: preview.hasAttribute(PREVIEW_CONTINUED),
      refocus: () => {
        if (place >= 0)
          root.querySelectorAll<HTMLElement>(CONTROLS)[place]?.focus({ preventScroll: true });
      },
    };
  };
}
