import { useContext } from 'react';
import {
  Anchor,
  Description,
  DocsContext,
  DocsStory,
  Subheading,
  useOf,
  type DocsStoryProps,
} from '@storybook/addon-docs/blocks';
import { useTheme } from 'storybook/theming';

interface ViewportOption {
  name: string;
  styles: { width: string; height: string };
  type?: string;
}

/** The phone or tablet size a story pins with `globals.viewport`, or undefined for any other. */
export function pinnedViewport(
  storyGlobals: Record<string, unknown>,
  options: Record<string, ViewportOption> | undefined,
): ViewportOption | undefined {
  const value = (storyGlobals.viewport as { value?: unknown } | undefined)?.value;
  const option = typeof value === 'string' ? options?.[value] : undefined;
  return option && option.type !== 'desktop' ? option : undefined;
}

/**
 * Every story on a docs page (Primary, Stories) goes through this block
 * (`parameters.docs.components`). A story pinned to a phone or tablet viewport is shown in a frame
 * of that size: the kit's layout follows the window's width (media queries), so inline on a wide
 * docs page it would show the desktop layout under a heading that says "phone". The frame loads
 * the story on its own, so its play function runs there too (a focused field shows its focus).
 * Every other story renders inline, as Storybook's own block does.
 */
export function DocsStoryAtViewport(props: DocsStoryProps) {
  const { story } = useOf(props.of ?? 'story', ['story']);
  const theme = useTheme();
  const docs = useContext(DocsContext);
  const viewport = pinnedViewport(
    story.storyGlobals,
    (story.parameters.viewport as { options?: Record<string, ViewportOption> } | undefined)
      ?.options,
  );
  if (!viewport) return <DocsStory {...props} />;
  const { expanded = true, __primary = false } = props;
  // The frame is a page of its own: it follows the Language toolbar through the URL's globals.
  const locale = docs.getStoryContext(story).globals.locale as unknown;
  const globals = typeof locale === 'string' ? `&globals=locale:${locale}` : '';
  return (
    <Anchor storyId={__primary ? `primary--${story.id}` : story.id}>
      {expanded ? (
        <>
          <Subheading>{story.name}</Subheading>
          <Description of={props.of} />
        </>
      ) : null}
      <figure style={{ margin: '1.5rem 0 2.5rem' }}>
        <iframe
          title={`${story.title}: ${story.name} (${viewport.name})`}
          src={`iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story${globals}`}
          style={{
            display: 'block',
            width: viewport.styles.width,
            height: viewport.styles.height,
            maxWidth: '100%',
            border: '1px solid rgb(0 0 0 / 10%)',
            borderRadius: 12,
            boxShadow: 'rgb(0 0 0 / 10%) 0 1px 3px 0',
            background: '#fff',
          }}
          loading="lazy"
        />
        <figcaption
          style={{
            marginTop: '0.5rem',
            fontFamily: theme.typography.fonts.base,
            fontSize: theme.typography.size.s2,
            color: theme.textMutedColor,
          }}
        >
          {viewport.name}
        </figcaption>
      </figure>
    </Anchor>
  );
}
