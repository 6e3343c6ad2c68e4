import type { Decorator } from '@storybook/react-vite';

/** Shows the story at the narrowest supported phone width (320px), to check wrapping and clipping. */
export const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: 320 }}>
    <Story />
  </div>
);

/** A white card-like surface of a form column, as the fields appear in the app. */
export const formColumn: Decorator = (Story) => (
  <div style={{ maxWidth: 560, paddingBottom: 96 }}>
    <Story />
  </div>
);

/** The kit's colour tokens as a computed style reads them (packages/ui/src/styles/tokens.css). */
export const tokenColours = {
  /** --cf-color-text-muted */
  textMuted: 'rgb(91, 88, 112)',
  /** --cf-color-danger */
  danger: 'rgb(180, 35, 24)',
};

/** True when the element is painted as more than the 1px of a visually hidden element. */
export function isShown(element: Element): boolean {
  const { width, height } = element.getBoundingClientRect();
  return width > 1 && height > 1;
}

/** The warning message element a field points at with aria-describedby. */
export function warningOf(field: Element): HTMLElement {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element?.classList.contains('cf-field-warning')) return element;
  }
  throw new Error('The field is not described by a warning message');
}

/** True when the two elements' boxes share any area (touching edges do not count). */
export function overlaps(a: Element, b: Element): boolean {
  const first = a.getBoundingClientRect();
  const second = b.getBoundingClientRect();
  return (
    first.left < second.right &&
    second.left < first.right &&
    first.top < second.bottom &&
    second.top < first.bottom
  );
}

/**
 * The parameters of a story that draws its own example (several components, a component in
 * context) instead of rendering the component with the story's args: no Controls panel, whose
 * controls would change nothing.
 */
export const ownExample = { controls: { disable: true } };
