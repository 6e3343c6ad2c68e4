/**
 * The kit's design tokens, read from its own stylesheets at build time (Vite `?raw`), so the
 * Foundations pages show exactly what `packages/ui/src/styles/tokens.css` defines and never drift.
 */
import tokensCss from '../../../../packages/ui/src/styles/tokens.css?raw';

/** Every stylesheet of the kit (tokens.css included), as text, keyed by path. */
const kitStylesheets = import.meta.glob<string>('../../../../packages/ui/src/**/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export interface Token {
  /** The custom property, e.g. `--cf-color-brand`. */
  name: string;
  /** Its value as written in tokens.css. */
  value: string;
  /** The comment of the block it is in (tokens.css groups tokens under a comment), if any. */
  comment: string | undefined;
  /** The components whose CSS reads the token (`var(--cf-…)`), by their user-facing name. */
  usedBy: string[];
}

/** The kit's CSS blocks (`.cf-<block>`) by the component a designer knows them as. */
const componentOfBlock: Record<string, string> = {
  root: 'Page text and links',
  page: 'PageLayout',
  card: 'Card',
  heading: 'PageHeading',
  actions: 'Actions',
  stack: 'Stack',
  button: 'Button',
  spinner: 'Spinner',
  'spinner-status': 'Spinner',
  field: 'Form fields',
  input: 'TextField',
  textarea: 'TextArea',
  counter: 'TextArea counter',
  checkbox: 'Checkbox',
  'radio-group': 'RadioGroup',
  choice: 'RadioGroup choices',
  'field-warning': 'Warning tooltip',
  'field-warning-slot': 'Warning tooltip',
  notice: 'Notice',
  status: 'StatusPanel',
  'error-banner': 'ErrorBanner',
  skeleton: 'PagePlaceholder',
  placeholder: 'PagePlaceholder',
  steps: 'StepProgress',
  'link-list': 'LinkList',
  'link-card': 'LinkList',
  offer: 'OfferPanel',
  illustration: 'NoSubscriptionIllustration',
  icon: 'Icons',
};

function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

/** The components (see `componentOfBlock`) each custom property is read by, in every stylesheet. */
function findUsage(): Map<string, Set<string>> {
  const usage = new Map<string, Set<string>>();
  for (const css of Object.values(kitStylesheets)) {
    // Innermost rules only: a rule nested in @media or @supports matches from its own selector.
    for (const rule of stripComments(css).matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const selector = rule[1] ?? '';
      const body = rule[2] ?? '';
      const blocks = new Set(
        Array.from(selector.matchAll(/\.cf-([a-z]+(?:-[a-z]+)*)/g), (match) => {
          const block = (match[1] ?? '').replace(/--.*$/, '');
          return componentOfBlock[block] ?? `.cf-${block}`;
        }),
      );
      for (const reference of body.matchAll(/var\(\s*(--cf-[\w-]+)/g)) {
        const name = reference[1] ?? '';
        const users = usage.get(name) ?? new Set<string>();
        for (const block of blocks) users.add(block);
        usage.set(name, users);
      }
    }
  }
  return usage;
}

/** The custom properties declared in tokens.css, in file order, with their block's comment. */
export function parseTokens(css: string = tokensCss): Token[] {
  const usage = findUsage();
  const tokens: Token[] = [];
  let comment: string | undefined;
  // Comments, declarations and blank lines (a blank line ends the scope of a comment).
  const pattern = /\/\*([\s\S]*?)\*\/|(--cf-[\w-]+)\s*:\s*([^;]+);|\n[ \t]*\n/g;
  for (const match of css.matchAll(pattern)) {
    if (match[1] !== undefined) {
      comment = match[1]
        .replace(/^\s*\*\s?/gm, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    } else if (match[2] !== undefined) {
      const name = match[2];
      tokens.push({
        name,
        value: (match[3] ?? '').replace(/\s+/g, ' ').trim(),
        comment,
        usedBy: [...(usage.get(name) ?? [])].sort((a, b) => a.localeCompare(b)),
      });
    } else {
      comment = undefined;
    }
  }
  return tokens;
}

export const tokens: readonly Token[] = parseTokens();

/** Tokens whose name starts with one of the prefixes (e.g. `--cf-space-`). */
export function tokensWithPrefix(...prefixes: string[]): Token[] {
  return tokens.filter((token) => prefixes.some((prefix) => token.name.startsWith(prefix)));
}

/** The `min-width` media queries of the kit's CSS, in px, ascending: the breakpoints in use. */
export function cssBreakpoints(): number[] {
  const widths = new Set<number>();
  for (const css of Object.values(kitStylesheets)) {
    for (const match of stripComments(css).matchAll(/@media[^{]*\(\s*min-width:\s*(\d+)px\s*\)/g)) {
      widths.add(Number(match[1]));
    }
  }
  return [...widths].sort((a, b) => a - b);
}

/** `1.5rem` → 24 (at the browser's default 16px); `999px` → 999; anything else → undefined. */
export function toPx(value: string): number | undefined {
  const match = /^(-?[\d.]+)(rem|px)$/.exec(value.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  return match[2] === 'rem' ? amount * 16 : amount;
}

function channel(hex: string): number {
  const value = Number.parseInt(hex, 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function luminance(color: string): number | undefined {
  let hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return undefined;
  if (hex.length === 3) hex = [...hex].map((digit) => digit + digit).join('');
  return (
    0.2126 * channel(hex.slice(0, 2)) +
    0.7152 * channel(hex.slice(2, 4)) +
    0.0722 * channel(hex.slice(4, 6))
  );
}

/** The WCAG contrast ratio of two hex colours (e.g. 8.8 for 8.8:1), or undefined if not hex. */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const a = luminance(foreground);
  const b = luminance(background);
  if (a === undefined || b === undefined) return undefined;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The value of another token, for contrast against the kit's own surfaces. */
export function tokenValue(name: string): string | undefined {
  return tokens.find((token) => token.name === name)?.value;
}
