import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `seconds` have passed since `startedAt` (ms since the epoch), never more
 * than `seconds` (a clock set back); ticks once a second while any are left. A later `startedAt`
 * starts it again.
 */
export function useCountdown(startedAt: number, seconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.ceil((startedAt + seconds * 1000 - now) / 1000);
  const remaining = Math.min(seconds, Math.max(0, left));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, startedAt]);

  return remaining;
}
