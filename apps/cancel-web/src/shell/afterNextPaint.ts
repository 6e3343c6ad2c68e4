/**
 * Resolves once the next frame is painted (a task queued from that frame's animation callback).
 * Work started after step 1 renders (the next steps' code, the offer rules, the English texts)
 * waits for it, so the first paint of a page never waits for their download and compile.
 */
export const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
