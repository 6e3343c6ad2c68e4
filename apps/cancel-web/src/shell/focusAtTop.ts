/**
 * Brings the page back to its top and moves the focus to `element` without scrolling again: a new
 * step, status panel or error banner replaces what the customer had scrolled down to (the button
 * they tapped), and screen readers announce what has focus.
 */
export function focusAtTop(element: HTMLElement | null | undefined): void {
  window.scrollTo({ top: 0 });
  element?.focus({ preventScroll: true });
}
