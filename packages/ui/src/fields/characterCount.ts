import { useState } from 'react';

/** Remaining-character marks at which the counter is announced: 20 %, 10 % of the limit and 0. */
export function defaultAnnounceThresholds(limit: number): number[] {
  return [Math.floor(limit * 0.2), Math.floor(limit * 0.1), 0];
}

export interface UseCharacterCountOptions {
  value: string;
  limit: number;
  label: (remaining: number, limit: number) => string;
  /** How length is measured (the validator's own function). */
  measure: (value: string) => number;
  announceAt?: ReadonlyArray<number> | undefined;
}

export interface CharacterCount {
  length: number;
  /** Negative when over the limit. */
  remaining: number;
  over: boolean;
  /** The visible counter text. */
  text: string;
  /** Text for the polite live region: changes only when a threshold is crossed, not per keystroke. */
  announcement: string;
}

function band(remaining: number, thresholds: ReadonlyArray<number>): number {
  const reached = thresholds.filter((mark) => remaining <= mark).length;
  return remaining < 0 ? reached + 1 : reached;
}

export function useCharacterCount({
  value,
  limit,
  label,
  measure,
  announceAt,
}: UseCharacterCountOptions): CharacterCount {
  const length = measure(value);
  const remaining = limit - length;
  const currentBand = band(remaining, announceAt ?? defaultAnnounceThresholds(limit));
  const text = label(remaining, limit);

  // Derived during render (React's "information from previous renders" pattern), no effect needed.
  const [announced, setAnnounced] = useState({ band: currentBand, text: '' });
  if (announced.band !== currentBand) {
    setAnnounced({ band: currentBand, text });
  }

  return { length, remaining, over: remaining < 0, text, announcement: announced.text };
}
