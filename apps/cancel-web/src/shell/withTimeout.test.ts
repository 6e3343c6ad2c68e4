import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { PAGE_LOAD_TIMEOUT_MS, PageLoadTimeoutError, withTimeout } from './withTimeout';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('withTimeout', () => {
  it('uses the 120-second page load time-out of product §9', () => {
    expect(PAGE_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('resolves with the loaded module', async () => {
    await expect(withTimeout(async () => 'page', 1000)).resolves.toBe('page');
  });

  it('passes a load failure through', async () => {
    const failure = new Error('chunk failed');
    await expect(withTimeout(() => Promise.reject(failure), 1000)).rejects.toBe(failure);
  });

  it('rejects when the bundle does not arrive in time', async () => {
    const pending = withTimeout(() => new Promise<never>(() => {}), 1000);
    const assertion = expect(pending).rejects.toBeInstanceOf(PageLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(1000);
    await assertion;
  });
});
