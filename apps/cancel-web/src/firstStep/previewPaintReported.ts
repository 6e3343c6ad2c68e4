/**
 * How long the entry waits for the browser's report of the prerendered step's paint before it
 * loads the app anyway: a page painted in a hidden tab or after a scroll gets no report.
 */
export const PAINT_REPORT_WAIT_MS = 250;

const LCP = 'largest-contentful-paint';

/**
 * Resolves once the browser has reported the paint of what `root` shows (the prerendered first
 * step) as a largest-contentful-paint candidate, at once where the browser reports none (no
 * PerformanceObserver or no LCP: Safari), and after PAINT_REPORT_WAIT_MS at the latest.
 *
 * The entry waits for it before it loads the app, which replaces the step. Chromium sets a
 * candidate's time only once the frame's presentation reaches the main thread; when the app's
 * render has removed the step's nodes by then, the candidate is dropped, and the page's LCP
 * (Lighthouse, field reports) becomes the app's identical step a frame or more later, after the
 * app's code and texts (docs/performance.md, "Phase L"). And a download that ends before the
 * report counts in Lighthouse's simulation as one the step waited for ("Phase R").
 */
export function previewPaintReported(root: Element): Promise<void> {
  const Observer = globalThis.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes(LCP)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new Observer((list) => {
      const entries = list.getEntries() as LargestContentfulPaint[];
      if (entries.some(({ element }) => element !== null && root.contains(element))) done();
    });
    // Buffered: the step has usually been painted, and reported, before the app runs.
    observer.observe({ type: LCP, buffered: true });
    const timer = setTimeout(done, PAINT_REPORT_WAIT_MS);
  });
}
