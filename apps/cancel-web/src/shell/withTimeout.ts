/** product §9: page bundles load on demand with a 120-second load time-out. */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;

export class PageLoadTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The page did not load within ${timeoutMs / 1000} seconds`);
    this.name = 'PageLoadTimeoutError';
  }
}

/** Settles like `load()`, or rejects with PageLoadTimeoutError after `timeoutMs`. */
export function withTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = PAGE_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
