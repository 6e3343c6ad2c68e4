import { CheckIcon } from '../icons/icons';
import { cx } from '../utils/cx';

/** Where a step stands: behind the customer (done or passed over), the current one, or ahead. */
export type StepState = 'complete' | 'skipped' | 'current' | 'upcoming';

export interface StepProgressProps {
  /** The current step, 1-based. */
  current: number;
  /** Number of steps (the survey engine's `STEP_COUNT`). */
  total: number;
  /**
   * Steps before `current` that the customer's answers passed over (the survey engine's
   * `skippedSteps`): shown and read as skipped instead of done.
   */
  skipped?: ReadonlyArray<number>;
  /** Accessible name of the list, e.g. "Survey progress". */
  label: string;
  /**
   * Each step's text for assistive technology, e.g. "Step 1 of 4, completed" for a `complete`
   * step, and for the current step the visible caption, e.g. "Step 2 of 4".
   */
  stepLabel: (step: number, total: number, state: StepState) => string;
  /** Show the current step's label as a caption next to the markers (default true). */
  showCaption?: boolean;
  className?: string;
}

/**
 * Progress through the survey: numbered markers, done ones ticked, skipped ones dashed, the
 * current one marked.
 */
export function StepProgress({
  current,
  total,
  skipped = [],
  label,
  stepLabel,
  showCaption = true,
  className,
}: StepProgressProps) {
  const steps = Array.from({ length: total }, (_, index) => index + 1);
  return (
    <div className={cx('cf-steps', className)}>
      <ol className="cf-steps__list" aria-label={label}>
        {steps.map((step) => {
          const state: StepState =
            step === current
              ? 'current'
              : step > current
                ? 'upcoming'
                : skipped.includes(step)
                  ? 'skipped'
                  : 'complete';
          return (
            <li
              key={step}
              className={cx('cf-steps__item', `cf-steps__item--${state}`)}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="cf-steps__marker" aria-hidden="true">
                {state === 'complete' ? <CheckIcon /> : step}
              </span>
              <span className="cf-visually-hidden">{stepLabel(step, total, state)}</span>
            </li>
          );
        })}
      </ol>
      {showCaption ? (
        <p className="cf-steps__caption" aria-hidden="true">
          {stepLabel(Math.min(Math.max(current, 1), total), total, 'current')}
        </p>
      ) : null}
    </div>
  );
}
