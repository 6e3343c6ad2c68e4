// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mainBundleScript, responseStatusOf } from './resourceTiming';

const ENTRY = 'http://localhost:3000/cancel/assets/index-abc.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('mainBundleScript', () => {
  it("finds index.html's module script, not a classic one", () => {
    document.head.innerHTML = `<script src="/cancel/boot-watch.js" async></script><script type="module" src="${ENTRY}"></script>`;
    expect(mainBundleScript(document)?.src).toBe(ENTRY);
    document.head.innerHTML = '';
    expect(mainBundleScript(document)).toBeNull();
  });
});

describe('responseStatusOf', () => {
  it('reads the last response of a URL from resource timing, and says nothing without it', () => {
    const entries = (type: string) =>
      type === 'navigation' ? [{ name: 'http://localhost:3000/cancel/seo' }] : [];
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(
      entries as unknown as typeof performance.getEntriesByType,
    );
    const byName = vi.spyOn(performance, 'getEntriesByName');
    byName.mockReturnValue([
      { responseStatus: 200 },
      { responseStatus: 404 },
    ] as unknown as PerformanceEntryList);
    expect(responseStatusOf(ENTRY)).toBe(404);
    byName.mockReturnValue([]);
    expect(responseStatusOf(ENTRY)).toBeUndefined();
    // No navigation entry (a faked `performance`): nothing to tell from.
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    expect(responseStatusOf(ENTRY)).toBe(0);
  });
});
