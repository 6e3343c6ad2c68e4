import { expect, userEvent, waitFor, within } from 'storybook/test';
import { isShown, warningOf } from '../ui/helpers';

/**
 * Pages load asynchronously (lazy bundles, then the mock API), and the first story of a test run
 * also waits for Vite to compile the app: wait this long for a page's first element.
 */
export const PAGE_LOAD = { timeout: 15_000 };

/** The page's heading (h1), once the page has loaded. */
export function findHeading(canvasElement: HTMLElement, name: string | RegExp) {
  return within(canvasElement).findByRole('heading', { level: 1, name }, PAGE_LOAD);
}

/** An element's text without the parts hidden from assistive technology. */
function spokenText(node: Node): string {
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return Array.from(node.childNodes, spokenText).join('');
}

/** The survey step the progress marks as current, as read to screen-reader users. */
export function currentStep(canvasElement: HTMLElement): string {
  const progress = within(canvasElement).getByRole('list', { name: 'Survey progress' });
  const current = progress.querySelector('[aria-current="step"]');
  return current ? spokenText(current).trim() : '';
}

/** Step 4's form loads on its own (it carries the form library): its name field, once there. */
export function findNameField(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('textbox', { name: 'Your name' }, PAGE_LOAD);
}

/** Clicks a button the way a customer does. */
export async function press(canvasElement: HTMLElement, name: string | RegExp) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
}

/**
 * product §5: the field is invalid, focus moved to it (to `focused`, for a radio group its radio),
 * and the message shows in its warning tooltip, which also describes the field.
 */
export async function expectWarning(field: HTMLElement, message: string, focused = field) {
  await waitFor(() => expect(focused).toHaveFocus());
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const tooltip = warningOf(field);
  await expect(tooltip).toHaveTextContent(message);
  await expect(tooltip).toHaveAttribute('data-state', 'open');
  await expect(isShown(tooltip)).toBe(true);
  await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** product §8's global error banner with the support address as a mail link. */
export async function expectErrorBanner(canvasElement: HTMLElement) {
  const banner = await within(canvasElement).findByRole('alert', {}, PAGE_LOAD);
  await expect(banner).toHaveTextContent(
    'Something went wrong. If the problem persists, please contact us at support@example.com.',
  );
  await expect(within(banner).getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
    'href',
    'mailto:support@example.com',
  );
  return banner;
}

/** Nothing sticks out sideways: the page needs no horizontal scrolling at this width. */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}
