import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from '../button/Button';
import { TitledSection } from '../layout/TitledSection';
import { cx } from '../utils/cx';

export interface OfferPanelProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** What the customer keeps or gets, e.g. "Keep your loyal price". */
  title: ReactNode;
  /** Heading level of the title; 1 when the panel is the page's main content (default). */
  headingLevel?: 1 | 2 | 3;
  /** The offer in plain words: what it costs, what changes. Also a `<PlanChoice>` for a downgrade. */
  children?: ReactNode;
  /** One line of terms under the description, e.g. "After that, your usual price applies." */
  terms?: ReactNode;
  /** The accept button's text, e.g. "Get 30% off": shown first, same look as decline. */
  acceptLabel: ReactNode;
  /** "No thanks, continue canceling": always shown beside accept, with the same look. */
  declineLabel: ReactNode;
  /** Called when the customer accepts the offer (ignored while `accepting`). */
  onAccept: () => void;
  /** Called when the customer declines and goes on canceling (ignored while `accepting`). */
  onDecline: () => void;
  /** The acceptance is being sent: accept shows a spinner, and both buttons ignore clicks. */
  accepting?: boolean;
  /** Extra text for assistive technology while accepting, e.g. "Please wait…". */
  busyLabel?: string;
}

/**
 * A retention offer with its two answers side by side. Accept and decline have the same size and
 * the same style, so declining is as easy to find, read and reach as accepting (California's
 * Automatic Renewal Law wants the cancel option alongside any save offer). They wrap to full width
 * on narrow screens, accept first, and neither is ever hidden or disabled for keyboard users.
 */
export function OfferPanel({
  children,
  terms,
  acceptLabel,
  declineLabel,
  onAccept,
  onDecline,
  accepting = false,
  busyLabel,
  className,
  ...rest
}: OfferPanelProps) {
  return (
    <TitledSection {...rest} className={cx('cf-offer', className)} titleClassName="cf-offer__title">
      {children ? <div className="cf-offer__body">{children}</div> : null}
      {terms ? <p className="cf-offer__terms">{terms}</p> : null}
      <div className="cf-offer__actions">
        <Button
          variant="secondary"
          size="lg"
          busy={accepting}
          busyLabel={busyLabel}
          onClick={onAccept}
        >
          {acceptLabel}
        </Button>
        <Button
          variant="secondary"
          size="lg"
          // Declining mid-request would leave the offer's outcome unknown; it stays focusable.
          aria-disabled={accepting || undefined}
          onClick={onDecline}
        >
          {declineLabel}
        </Button>
      </div>
    </TitledSection>
  );
}
