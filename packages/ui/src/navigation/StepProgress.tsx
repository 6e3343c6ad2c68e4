import { CheckIcon } from '../icons/icons';
import { cx } from '../utils/cx';

export interface StepProgressProps {
  /** The current step, 1-based. */
  current: number;
  /** Number of steps (the survey engine's `STEP_COUNT`). */
  total: number;
  /** Accessible name of the list, e.g. "Survey progress". */
  label: string;
  /** Each step's text for assistive technology and the visible caption, e.g. "Step 2 of 4". */
  stepLabel: (step: number, total: number) => string;
  /** Show the current step's label as a caption next to the markers (default true). */
  showCaption?: boolean;
  className?: string;
}

/** Progress through the survey: numbered markers, done ones ticked, the current one marked. */
export function StepProgress({
  current,
  total,
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
          const state = step < current ? 'complete' : step === current ? 'current' : 'upcoming';
          return (
            <li
              key={step}
              className={cx('cf-steps__item', `cf-steps__item--${state}`)}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="cf-steps__marker" aria-hidden="true">
                {state === 'complete' ? <CheckIcon /> : step}
              </span>
              <span className="cf-visually-hidden">{stepLabel(step, total)}</span>
            </li>
          );
        })}
      </ol>
      {showCaption ? (
        <p className="cf-steps__caption" aria-hidden="true">
          {stepLabel(Math.min(Math.max(current, 1), total), total)}
        </p>
      ) : null}
    </div>
  );
}
