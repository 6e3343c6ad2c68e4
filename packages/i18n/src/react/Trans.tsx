import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { interpolate } from '../translate/interpolate';
import type { TranslateOptions } from '../translate/translate';
import type { TranslationKey } from '../types/translation-key';
import { useTranslation } from './I18nProvider';

export interface TransProps {
  readonly i18nKey: TranslationKey;
  /** Placeholder values, `count` and `context`, as for `t`. Values are text, never markup. */
  readonly values?: TranslateOptions;
  /**
   * The element each tag of the text becomes: `{ a: <TextLink href="…" /> }` renders
   * `<a>Learn more</a>` as that link with "Learn more" inside.
   */
  readonly components: Readonly<Record<string, ReactElement>>;
}

/**
 * A text with markup: `"Read <a>the guide</a>"` with `components={{ a: <TextLink … /> }}`. The
 * markup is read from the translation before the values are filled in, so a value (a name, an
 * e-mail) can never become markup. A tag without a component is shown as its text.
 */
export function Trans({ i18nKey, values, components }: TransProps) {
  const { t, i18n } = useTranslation();
  // Resolve plural and context first, leaving the other placeholders to fill per text piece.
  const { count, context } = values ?? {};
  const template = t(i18nKey, {
    ...(count === undefined ? {} : { count }),
    ...(context === undefined ? {} : { context }),
  });
  const fill = (text: string) => interpolate(text, values, i18n.language);
  return <>{render(parse(template), components, fill)}</>;
}

type Node = string | { readonly tag: string; readonly children: Node[] };

const tagPattern = /<(\/?)([a-zA-Z][\w-]*)\s*(\/?)>/g;

/** Reads `text <a>inner</a> text` into text and tag nodes; unbalanced tags stay text. */
function parse(text: string): Node[] {
  const root: Node[] = [];
  const open: { tag: string; children: Node[]; at: number }[] = [];
  const current = () => open.at(-1)?.children ?? root;
  let last = 0;
  for (const match of text.matchAll(tagPattern)) {
    const [written, closing, tag = '', selfClosing] = match;
    if (match.index > last) current().push(text.slice(last, match.index));
    last = match.index + written.length;
    if (selfClosing) current().push({ tag, children: [] });
    else if (!closing) open.push({ tag, children: [], at: match.index });
    else if (open.at(-1)?.tag === tag) {
      const element = open.pop()!;
      current().push({ tag, children: element.children });
    } else current().push(written);
  }
  if (last < text.length) current().push(text.slice(last));
  // A tag never closed: its opening stays as text.
  while (open.length > 0) {
    const element = open.pop()!;
    current().push(`<${element.tag}>`, ...element.children);
  }
  return root;
}

function render(
  nodes: Node[],
  components: TransProps['components'],
  fill: (text: string) => string,
): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return fill(node);
    const children = render(node.children, components, fill);
    const component = components[node.tag];
    return component ? (
      cloneElement(component, { key: index }, ...children)
    ) : (
      <Fragment key={index}>{children}</Fragment>
    );
  });
}
