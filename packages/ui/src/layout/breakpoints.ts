import { useSyncExternalStore } from 'react';

export type Breakpoint = 'mobile' | 'tablet' | 'screen';

/** product §9: mobile up to 599px, tablet up to 1079px, screen from 1080px (CSS px widths). */
export const breakpoints = {
  mobileMax: 599,
  tabletMin: 600,
  tabletMax: 1079,
  screenMin: 1080,
} as const;

export const mediaQueries: Readonly<Record<Breakpoint, string>> = {
  mobile: `(max-width: ${breakpoints.mobileMax}px)`,
  tablet: `(min-width: ${breakpoints.tabletMin}px) and (max-width: ${breakpoints.tabletMax}px)`,
  screen: `(min-width: ${breakpoints.screenMin}px)`,
};

export function getBreakpoint(width: number): Breakpoint {
  if (width <= breakpoints.mobileMax) return 'mobile';
  if (width <= breakpoints.tabletMax) return 'tablet';
  return 'screen';
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  if (typeof window.matchMedia !== 'function') {
    window.addEventListener('resize', onChange);
    return () => window.removeEventListener('resize', onChange);
  }
  const lists = [mediaQueries.mobile, mediaQueries.screen].map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

function getSnapshot(): Breakpoint {
  if (typeof window.matchMedia !== 'function') return getBreakpoint(window.innerWidth);
  if (window.matchMedia(mediaQueries.mobile).matches) return 'mobile';
  if (window.matchMedia(mediaQueries.screen).matches) return 'screen';
  return 'tablet';
}

/**
 * The current breakpoint, updated when the window crosses one. Prefer CSS for layout; use this only
 * when the markup itself must differ. On the server it reports `screen`.
 */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, getSnapshot, () => 'screen');
}
