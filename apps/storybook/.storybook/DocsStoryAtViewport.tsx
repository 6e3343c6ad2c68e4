import { useContext, useEffect, useRef, useState } from 'react';
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
import { DOCS_FRAME_ATTRIBUTE } from './docsFrame';

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
 * A story tagged `docs-frame` (one whose play function focuses something) gets a frame as wide as
 * the page and as tall as the story, for the same reason: a docs page runs no play function
 * inline. Every other story renders inline, as Storybook's own block does.
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
  const framed = story.tags.includes(DOCS_FRAME_TAG);
  if (!viewport && !framed) return <DocsStory {...props} />;
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
        <StoryFrame
          title={`${story.title}: ${story.name}${viewport ? ` (${viewport.name})` : ''}`}
          src={`iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story${globals}`}
          size={viewport?.styles}
        />
        <figcaption
          style={{
            marginTop: '0.5rem',
            fontFamily: theme.typography.fonts.base,
            fontSize: theme.typography.size.s2,
            color: theme.textMutedColor,
          }}
        >
          {viewport ? viewport.name : 'As after the story’s interaction (its play function)'}
        </figcaption>
      </figure>
    </Anchor>
  );
}

/** Tag of a story shown on docs pages in a frame of its own (see DocsStoryAtViewport). */
export const DOCS_FRAME_TAG = 'docs-frame';

/** What a frame's preview says once its story has rendered and its play function has ended. */
const STORY_DONE_EVENTS = [
  'storyRendered',
  'storyErrored',
  'storyThrewException',
  'playFunctionThrewException',
  'storyMissing',
];
/** A frame that never says so gives up its turn after this long. */
const TURN_LIMIT_MS = 15_000;

/** The turn of the frame before, which the next frame to load waits for. */
let previousTurn: Promise<void> = Promise.resolve();

/**
 * One story frame of the page at a time loads and runs its play function, in the order they come
 * into view: two play functions at once would take the focus from each other halfway (one typing
 * into a field while the other focuses its own). Resolves when it is the caller's turn, with the
 * function that ends it.
 */
function waitForTurn(): Promise<() => void> {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  const turn = previousTurn.then(() => end);
  previousTurn = previousTurn.then(() => ended);
  return turn;
}

/** Calls `done` once the frame's story has rendered and played, or after TURN_LIMIT_MS. */
function whenStoryDone(element: HTMLIFrameElement, done: () => void): () => void {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearInterval(poll);
    clearTimeout(limit);
    done();
  };
  // The preview's channel exists once its script has run: subscribe as soon as it does.
  const poll = setInterval(() => {
    const channel = (
      element.contentWindow as
        | (Window & { __STORYBOOK_ADDONS_CHANNEL__?: { on(event: string, fn: () => void): void } })
        | null
    )?.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return;
    clearInterval(poll);
    for (const event of STORY_DONE_EVENTS) channel.on(event, finish);
  }, 20);
  const limit = setTimeout(finish, TURN_LIMIT_MS);
  return finish;
}

/**
 * The story's own page in a frame: `size` (a viewport's), or the page's width and the story's
 * height, followed as the story grows (its play function may open a warning). A frame of a
 * viewport's size keeps it on a docs page narrower than that (a designer's phone): it scrolls
 * sideways in its figure instead of being squeezed, which would show another layout than the
 * viewport's and fail its story's own checks. It loads once it comes near the view, when its turn
 * comes (`waitForTurn`).
 */
function StoryFrame({
  title,
  src,
  size,
}: {
  title: string;
  src: string;
  size: { width: string; height: string } | undefined;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [contentHeight, setContentHeight] = useState(160);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let endTurn: (() => void) | undefined;
    let unmounted = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void waitForTurn().then((end) => {
          if (unmounted) return end();
          endTurn = whenStoryDone(element, end);
          setLoading(true);
        });
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => {
      unmounted = true;
      observer.disconnect();
      endTurn?.();
    };
  }, []);
  useEffect(() => {
    const element = frame.current;
    if (size || !element) return;
    let observer: ResizeObserver | undefined;
    const follow = () => {
      const inner = element.contentWindow;
      const body = element.contentDocument?.body;
      if (!inner || !body) return;
      observer?.disconnect();
      observer = new inner.ResizeObserver(() => setContentHeight(body.scrollHeight));
      observer.observe(body);
    };
    element.addEventListener('load', follow);
    return () => {
      element.removeEventListener('load', follow);
      observer?.disconnect();
    };
  }, [size]);
  const iframe = (
    <iframe
      ref={frame}
      title={title}
      src={loading ? src : undefined}
      {...{ [DOCS_FRAME_ATTRIBUTE]: '' }}
      style={{
        display: 'block',
        width: size?.width ?? '100%',
        height: size?.height ?? contentHeight,
        maxWidth: size ? 'none' : '100%',
        border: '1px solid rgb(0 0 0 / 10%)',
        borderRadius: 12,
        boxShadow: 'rgb(0 0 0 / 10%) 0 1px 3px 0',
        background: '#fff',
      }}
    />
  );
  if (!size) return iframe;
  // Room for the frame's shadow inside the scrolling box, which would clip it.
  return <div style={{ overflowX: 'auto', padding: 3, margin: -3 }}>{iframe}</div>;
}
