// A story shown in a frame of its own on a docs page (DocsStoryAtViewport's StoryFrame) runs its
// play function there, which often moves the focus: the docs page must not scroll to the frame.

/** The attribute that marks a docs page's story frame. */
export const DOCS_FRAME_ATTRIBUTE = 'data-docs-frame';

/** Whether this preview runs in a story frame of a docs page. */
export function isDocsFrame(win: Window = window): boolean {
  try {
    return win.frameElement?.hasAttribute(DOCS_FRAME_ATTRIBUTE) ?? false;
  } catch {
    return false; // a frame of another origin: not ours
  }
}

/** Runs `action`, then puts back the scroll position of every box around the frame. */
function keepingDocsPageScroll<T>(win: Window, action: () => T): T {
  const frame = win.frameElement;
  const boxes: Element[] = [];
  for (let box = frame?.parentElement ?? null; box; box = box.parentElement) boxes.push(box);
  const root = frame?.ownerDocument.scrollingElement;
  if (root && !boxes.includes(root)) boxes.push(root);
  const positions = boxes.map((box) => [box.scrollLeft, box.scrollTop] as const);
  try {
    return action();
  } finally {
    boxes.forEach((box, index) => {
      const [left, top] = positions[index]!;
      if (box.scrollLeft !== left || box.scrollTop !== top) box.scrollTo(left, top);
    });
  }
}

/**
 * In a docs page's story frame, `focus()` leaves the docs page's scroll where it is: a story's play
 * function that focuses a field never pulls the page to a frame loading out of view.
 */
export function keepDocsPageScrollOnFocus(win: Window & { __cfDocsFrame?: true } = window): void {
  if (win.__cfDocsFrame || !isDocsFrame(win)) return;
  win.__cfDocsFrame = true;
  const prototype = win.HTMLElement.prototype;
  const focus = prototype.focus;
  prototype.focus = function focusKeepingDocsPageScroll(this: HTMLElement, options) {
    keepingDocsPageScroll(win, () => focus.call(this, options));
  };
}
