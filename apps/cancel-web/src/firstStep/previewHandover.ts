import { PREVIEW_CONTINUED } from './previewFirstStep';
import { CONTROLS, pressedControl } from './previewPress';

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
  /**
   * Completes on the app's control a press that was still in progress on the step's (Space held
   * on an answer or Continue, a mouse button down; previewPress.ts): the browser would drop its release
   * on a control that never saw it begin. The control is clicked once the press ends on it, as
   * the browser would have clicked the step's. Call it after refocus.
   */
  finishPress(): void;
}

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
    const controls = [...preview.querySelectorAll(CONTROLS)];
    const place = focused ? controls.indexOf(focused) : -1;
    const pressed = pressedControl();
    const pressPlace = pressed ? controls.indexOf(pressed) : -1;
    const appControl = (at: number) => root.querySelectorAll<HTMLElement>(CONTROLS)[at];
    return {
      answer: checked?.value,
      continued: preview.hasAttribute(PREVIEW_CONTINUED),
      refocus: () => {
        if (place >= 0) appControl(place)?.focus({ preventScroll: true });
      },
      finishPress: () => {
        const control = appControl(pressPlace);
        if (!control) return;
        // A new press also ends the wait: the one in progress was lost (released outside the page).
        const ends = ['pointerup', 'pointercancel', 'keyup', 'pointerdown'];
        const end = (event: Event) => {
          if (event.type === 'keyup' && (event as KeyboardEvent).key !== ' ') return;
          for (const type of ends) removeEventListener(type, end, true);
          const released = event.type.endsWith('up');
          if (released && (control.closest('label') ?? control).contains(event.target as Node))
            control.click();
        };
        for (const type of ends) addEventListener(type, end, true);
      },
    };
  };
}
