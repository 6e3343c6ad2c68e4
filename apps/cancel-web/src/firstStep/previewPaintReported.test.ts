// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAINT_REPORT_WAIT_MS, previewPaintReported } from './previewPaintReported';

type Deliver = (entries: Partial<LargestContentfulPaint>[]) => void;

/** A PerformanceObserver that reports LCP, and delivers what the test hands it. */
function fakeObserver() {
  const observers: { deliver: Deliver; observed: unknown; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
    private readonly record: (typeof observers)[number];
    constructor(callback: (list: { getEntries(): unknown[] }) => void) {
      this.record = {
        deliver: (entries) => callback({ getEntries: () => entries }),
        observed: undefined,
        disconnected: false,
      };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.observed = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return observers;
}

function stepIn(): { root: HTMLElement; legend: HTMLElement } {
  document.body.innerHTML =
    '<aside><p>elsewhere</p></aside><div id="root"><div data-boot-placeholder><legend>Why?</legend></div></div>';
  return { root: document.getElementById('root')!, legend: document.querySelector('legend')! };
}

describe('previewPaintReported', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  };

  it("waits for the browser's LCP report of an element the step holds, buffered ones included", async () => {
    const observers = fakeObserver();
    const { root, legend } = stepIn();
    const reported = previewPaintReported(root);
    expect(observers[0]!.observed).toEqual({ type: 'largest-contentful-paint', buffered: true });
    expect(await settled(reported)).toBe(false);

    // A candidate outside the step (or one whose element has left the page) is not the step's.
    observers[0]!.deliver([{ element: document.querySelector('p') }, { element: null }]);
    expect(await settled(reported)).toBe(false);

    observers[0]!.deliver([{ element: legend }]);
    expect(await settled(reported)).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('gives up after PAINT_REPORT_WAIT_MS when no report comes (a hidden tab, a scroll)', async () => {
    const observers = fakeObserver();
    const reported = previewPaintReported(stepIn().root);
    await vi.advanceTimersByTimeAsync(PAINT_REPORT_WAIT_MS - 1);
    expect(await settled(reported)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(reported)).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('does not wait where the browser reports no largest contentful paint', async () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint', 'mark'];
      },
    );
    expect(await settled(previewPaintReported(stepIn().root))).toBe(true);
    vi.stubGlobal('PerformanceObserver', undefined);
    expect(await settled(previewPaintReported(stepIn().root))).toBe(true);
  });
});
