import {
  createI18n,
  loadTexts,
  type I18n,
  type Language,
  type TFunction,
  type TranslateOptions,
  type TranslationKey,
} from '@cancel-flow/i18n';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { isShown, warningOf } from '../ui/helpers';

/**
 * Pages load asynchronously (lazy bundles, then the mock API), and the first story of a test run
 * also waits for Vite to compile the app: wait this long for a page's first element.
 */
export const PAGE_LOAD = { timeout: 15_000 };

let shown: I18n | undefined;
const instances = new Map<Language, Promise<I18n>>();

/** An I18n of its own for `language`: the app may switch the story's shared one (/cancel/plan). */
async function show(language: Language) {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n({ language }).then(async (i18n) => {
      await Promise.all([loadTexts(i18n, 'outcome'), loadTexts(i18n, 'pages')]);
      return i18n;
    });
    instances.set(language, instance);
  }
  shown = await instance;
}

/**
 * Play functions check the texts of the language the story renders in (the Language toolbar, or
 * the story's `globals.locale`): `screenMeta`'s `beforeEach` reads the language of the story's
 * loaded I18n (`preview.tsx`'s i18n loader), and `t` reads that language's texts, e.g.
 * `t('buttons.continue')`.
 */
export async function showTextsOf(context: { loaded: Record<string, unknown> }) {
  await show((context.loaded.i18n as I18n).language);
}

/**
 * For a page that is English whatever the language (product §2: /cancel/plan), as a story's
 * `beforeEach` (it runs after screenMeta's): `t` then reads the English texts.
 */
export async function showEnglishTexts() {
  await show('en');
}

/** The text of `key` in the language the story shows. */
export const t: TFunction = (key, ...options) => {
  if (!shown) throw new Error('No language loaded: spread screenMeta into the meta.');
  return shown.t(key, ...options);
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A RegExp matching `text` anywhere in a longer text. */
export const partOf = (text: string) => new RegExp(escape(text));

/**
 * The text of `key` as a RegExp, with any value in the placeholders named in `anyOf` (a price the
 * app formats for the language, a countdown that ticks): `textLike('checkEmail.resendCountdown',
 * { count: 60 }, ['countdown'])`.
 */
export function textLike(
  key: TranslationKey,
  options: TranslateOptions = {},
  anyOf: readonly string[] = [],
): RegExp {
  const values: Record<string, unknown> = { ...options };
  anyOf.forEach((name, index) => (values[name] = 900_001 + index));
  let source = escape(t(key, values as TranslateOptions));
  anyOf.forEach((_, index) => {
    const formatted = new Intl.NumberFormat(shown?.language).format(900_001 + index);
    for (const sample of [formatted, String(900_001 + index)]) {
      source = source.split(escape(sample)).join('.+?');
    }
  });
  return new RegExp(source);
}

/**
 * The page's heading (h1), once the page has loaded: not the loading placeholder's heading for
 * screen readers (the page title, the same text as step 4's heading in English).
 */
export function findHeading(canvasElement: HTMLElement, name: string | RegExp) {
  return waitFor(() => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 1, name });
    const shownHeading = headings.find(isShown);
    if (!shownHeading) throw new Error(`The page heading "${String(name)}" is not shown yet`);
    return shownHeading;
  }, PAGE_LOAD);
}

/**
 * The loading placeholder shows no page heading: at most its heading for screen readers (the page
 * title, visually hidden).
 */
export async function expectNoVisibleHeading(canvasElement: HTMLElement) {
  for (const heading of within(canvasElement).queryAllByRole('heading')) {
    await expect(heading).toHaveTextContent(t('meta.documentTitle'));
    await expect(isShown(heading)).toBe(false);
  }
}

/** An element's text without the parts hidden from assistive technology. */
function spokenText(node: Node): string {
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return Array.from(node.childNodes, spokenText).join('');
}

/** The survey step the progress marks as current, as read to screen-reader users. */
export function currentStep(canvasElement: HTMLElement): string {
  const progress = within(canvasElement).getByRole('list', { name: t('progress.label') });
  const current = progress.querySelector('[aria-current="step"]');
  return current ? spokenText(current).trim() : '';
}

/** Step 4's form loads on its own (it carries the form library): its name field, once there. */
export function findNameField(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('textbox', { name: t('finalStep.name') }, PAGE_LOAD);
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
  await expect(banner).toHaveTextContent(t('errors.banner', { email: 'support@example.com' }));
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
