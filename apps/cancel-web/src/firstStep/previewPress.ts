// The press in progress on the prerendered first step: Space, a mouse button or a finger down on
// an answer, Continue or the stay link. Its release completes it (a click), but when the app
// replaces the step before the release, the release lands on the app's control, which never saw
// the press begin, and the browser drops it. The entry follows the presses from the step's first
// paint (previewFirstStep); the app reads the one in progress when it takes over, and completes
// it on its own control (previewHandover.ts).

/** The step's controls in document order; the app's step 1 has the same ones in the same order. */
export const CONTROLS = 'input, textarea, button, a[href]';

let pressed: Element | null = null;

/** Follows the presses on `step`, the prerendered step just shown. */
export function watchPresses(step: Element): void {
  pressed = null;
  step.addEventListener('pointerdown', ({ target }) => {
    const at = target as Element;
    pressed = at.closest('label')?.control ?? at.closest(CONTROLS);
  });
  step.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === ' ') pressed = event.target as Element;
  });
  for (const end of ['pointerup', 'pointercancel', 'keyup'])
    step.addEventListener(end, () => (pressed = null));
}

/** The step's control a press is in progress on, if any. */
export const pressedControl = () => pressed;
