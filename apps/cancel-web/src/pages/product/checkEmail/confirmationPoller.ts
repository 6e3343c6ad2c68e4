export interface ConfirmationPollerOptions {
  readonly check: () => Promise<boolean>;
  readonly onConfirmed: () => void;
  /** A failed check; polling goes on with the next back-off step. */
  readonly onError?: (error: unknown) => void;
  /** A successful check after a failure. */
  readonly onRecovered?: () => void;
  readonly initialDelayMs?: number;
  readonly factor?: number;
  readonly maxDelayMs?: number;
  readonly visibility?: VisibilitySource;
  readonly timers?: Timers;
}

export interface VisibilitySource {
  isHidden(): boolean;
  onChange(listener: () => void): () => void;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const documentVisibility: VisibilitySource = {
  isHidden: () => document.visibilityState === 'hidden',
  onChange(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Polls is-confirmed until the customer has opened the e-mail link: waits grow by `factor` up to
 * `maxDelayMs` (back-off), nothing is asked while the tab is hidden, polling resumes at once when
 * the tab becomes visible again, and stops for good once confirmed or stopped. Returns the
 * function that stops it.
 */
export function startConfirmationPoller(options: ConfirmationPollerOptions): () => void {
  const {
    check,
    onConfirmed,
    onError,
    onRecovered,
    initialDelayMs = 3000,
    factor = 1.5,
    maxDelayMs = 30_000,
    visibility = documentVisibility,
    timers = globalTimers,
  } = options;
  let delay = initialDelayMs;
  let timer: unknown;
  let stopped = false;
  let inFlight = false;
  let failing = false;

  function schedule() {
    if (stopped || visibility.isHidden()) return;
    timers.clearTimeout(timer);
    timer = timers.setTimeout(poll, delay);
  }

  async function poll() {
    timer = undefined;
    if (stopped || inFlight) return;
    if (visibility.isHidden()) return;
    inFlight = true;
    try {
      const confirmed = await check();
      if (stopped) return;
      if (failing) {
        failing = false;
        onRecovered?.();
      }
      if (confirmed) {
        stop();
        onConfirmed();
        return;
      }
    } catch (error) {
      if (stopped) return;
      failing = true;
      onError?.(error);
    } finally {
      inFlight = false;
    }
    delay = Math.min(delay * factor, maxDelayMs);
    schedule();
  }

  const unsubscribe = visibility.onChange(() => {
    if (stopped) return;
    if (visibility.isHidden()) {
      timers.clearTimeout(timer);
      timer = undefined;
    } else if (!inFlight) {
      // Back on the tab: the customer may have just confirmed in another tab.
      void poll();
    }
  });

  function stop() {
    stopped = true;
    timers.clearTimeout(timer);
    unsubscribe();
  }

  schedule();
  return stop;
}
