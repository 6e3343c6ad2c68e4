import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startConfirmationPoller, type VisibilitySource } from './confirmationPoller';

function fakeVisibility() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const source: VisibilitySource = {
    isHidden: () => hidden,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    setHidden(value: boolean) {
      hidden = value;
      listeners.forEach((listener) => listener());
    },
    listenerCount: () => listeners.size,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startConfirmationPoller', () => {
  it('backs off between checks and stops once confirmed', async () => {
    const answers = [false, false, true];
    const check = vi.fn(async () => answers.shift() ?? true);
    const onConfirmed = vi.fn();
    const visibility = fakeVisibility();
    startConfirmationPoller({
      check,
      onConfirmed,
      initialDelayMs: 1000,
      factor: 2,
      maxDelayMs: 3000,
      visibility: visibility.source,
    });

    await vi.advanceTimersByTimeAsync(999);
    expect(check).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    // Capped at maxDelayMs (3000) rather than 4000.
    await vi.advanceTimersByTimeAsync(3000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(visibility.listenerCount()).toBe(0);
  });

  it('asks nothing while the tab is hidden and checks at once when it is back', async () => {
    const check = vi.fn(async () => false);
    const visibility = fakeVisibility();
    startConfirmationPoller({
      check,
      onConfirmed: vi.fn(),
      initialDelayMs: 1000,
      visibility: visibility.source,
    });
    visibility.setHidden(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(check).not.toHaveBeenCalled();
    visibility.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('reports failures, keeps polling and tells when it recovers', async () => {
    const results: Array<boolean | Error> = [new Error('500'), false, true];
    const check = vi.fn(async () => {
      const next = results.shift();
      if (next instanceof Error) throw next;
      return next ?? true;
    });
    const onError = vi.fn();
    const onRecovered = vi.fn();
    const onConfirmed = vi.fn();
    startConfirmationPoller({
      check,
      onConfirmed,
      onError,
      onRecovered,
      initialDelayMs: 100,
      factor: 1,
      visibility: fakeVisibility().source,
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(onError).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(onRecovered).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(onConfirmed).toHaveBeenCalledTimes(1);
  });

  it('stops when asked', async () => {
    const check = vi.fn(async () => false);
    const stop = startConfirmationPoller({
      check,
      onConfirmed: vi.fn(),
      initialDelayMs: 100,
      visibility: fakeVisibility().source,
    });
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).not.toHaveBeenCalled();
  });
});
