// The press in progress on the prerendered first step: Space or a mouse button (or pen) down on
// an answer, Continue or the stay link. Its release completes it (a click), but when the app
// replaces the step before the release, the release lands on the app's control, which never saw
// the press begin, and the browser drops it. (A finger's tap is not dropped: the browser sends its
// click to what is under the finger when it lifts, the app's control.) The entry follows the presses from the step's first
// paint (previewFirstStep); the app reads the one in progress when it takes over, and completes
// it on its own control (previewHandover.ts).

/** The step's controls in document order; the app's step 1 has the same ones in the same order. */
export const CONTROLS = 'input, textarea, button, a[href]';

let pressed: Element | null = null;

/** Follows the presses on `step`, the prerendered step just shown. */
export function watchPresses(step: Element): void {
  pressed = null;
  step.addEventListener('pointerdown', (event) => {
    const at = event.target as Element;
    if ((event as PointerEvent).pointerType !== 'touch')
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
