/** index.html's entry, the main bundle: the one module script the page names. */
export const mainBundleScript = (document: Document) =>
  document.querySelector<HTMLScriptElement>('script[type="module"][src]');

/**
 * What the page got for a download (resource timing): its status, 0 when the browser does not
 * say; undefined when no answer arrived (a hang, a dropped connection).
 */
export type ResponseStatusOf = (url: string) => number | undefined;

export const responseStatusOf: ResponseStatusOf = (url) => {
  // No resource timing to read: an old browser, or a test's fake `performance` (no navigation
  // entry).
  if (
    typeof performance.getEntriesByName !== 'function' ||
    performance.getEntriesByType('navigation').length === 0
  )
    return 0;
  const timings = performance.getEntriesByName(url) as PerformanceResourceTiming[];
  const last = timings[timings.length - 1];
  return last ? last.responseStatus || 0 : undefined;
};
