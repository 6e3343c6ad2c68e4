import type { ReactNode } from 'react';
import { cx } from '../utils/cx';

export interface PagePlaceholderProps {
  /** Visually hidden status text, e.g. "Loading…" (translated). */
  label: string;
  /** Rendered above the skeleton, outside the busy region (e.g. the ErrorBanner). */
  children?: ReactNode;
  /** Skeleton shape: a survey step (default) or a status panel. */
  variant?: 'survey' | 'panel';
  /**
   * The load has stopped (e.g. it failed and an error banner shows above): the shapes stay, still,
   * and the region is no longer busy nor says `label`, so nothing reads "Loading…" under the error.
   * Set it back to false when the load starts again (Try again): `label` is announced again.
   */
  stalled?: boolean;
  className?: string;
}

/** `count` identical skeleton shapes in a row, e.g. the four steps' dots or answer blocks. */
function Shapes({ className, count }: { className: string; count: number }) {
  return Array.from({ length: count }, (_, index) => <span key={index} className={className} />);
}

/**
 * Loading placeholder with skeleton shapes; the shimmer stops when reduced motion is preferred or
 * the load has `stalled`.
 */
export function PagePlaceholder({
  label,
  children,
  variant = 'survey',
  stalled = false,
  className,
}: PagePlaceholderProps) {
  return (
    <div className={cx('cf-placeholder', className)}>
      {children}
      <div role="status" aria-busy={stalled ? undefined : true}>
        <span className="cf-visually-hidden">{stalled ? null : label}</span>
        <div
          className={cx(
            'cf-skeleton',
            `cf-skeleton--${variant}`,
            stalled && 'cf-skeleton--stalled',
          )}
          aria-hidden="true"
        >
          {variant === 'survey' ? (
            <>
              <div className="cf-skeleton__steps">
                <Shapes className="cf-skeleton__dot" count={4} />
              </div>
              <span className="cf-skeleton__line cf-skeleton__line--title" />
              <span className="cf-skeleton__line cf-skeleton__line--subtitle" />
              <Shapes className="cf-skeleton__block" count={4} />
              <span className="cf-skeleton__button" />
            </>
          ) : (
            <>
              <span className="cf-skeleton__circle" />
              <span className="cf-skeleton__line cf-skeleton__line--title" />
              <span className="cf-skeleton__line" />
              <span className="cf-skeleton__line cf-skeleton__line--short" />
              <span className="cf-skeleton__button" />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
