import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { cx } from '../utils/cx';
import { buttonClassName, type ButtonStyleOptions } from './buttonClassName';
import { Spinner } from './Spinner';

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleOptions {
  /**
   * Work in progress: shows a spinner in place of the label (the width stays), sets aria-busy and
   * ignores clicks, so a double click submits once. The button stays focusable.
   */
  busy?: boolean;
  /**
   * Text for assistive technology while busy, translated by the app, e.g. "Sending…": added to the
   * button's name and announced once through a status region next to the button.
   */
  busyLabel?: string;
}

/**
 * A native button; `type` defaults to "button" (pass "submit" inside forms on purpose). With
 * `aria-disabled` it is unavailable but keeps the focus (a countdown, another action running):
 * it ignores clicks like a busy one, where `disabled` would drop the keyboard focus to the page.
 */
export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  busyLabel,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const unavailable = busy || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (unavailable) {
      // Also stops a submit button from submitting its form again.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const button = (
    <button
      {...rest}
      type={type}
      className={buttonClassName(
        { variant, size, fullWidth },
        cx(busy && 'cf-button--busy', className),
      )}
      aria-busy={busy || undefined}
      aria-disabled={unavailable || undefined}
      onClick={handleClick}
    >
      <span className="cf-button__label">{children}</span>
      {busy ? (
        <span className="cf-button__spinner">
          <Spinner size="sm" />
        </span>
      ) : null}
      {busy && busyLabel ? (
        <>
          {' '}
          <span className="cf-visually-hidden">{busyLabel}</span>
        </>
      ) : null}
    </button>
  );
  if (busyLabel === undefined) return button;
  // A live region must exist before its text changes for screen readers to announce the change.
  return (
    <>
      {button}
      <span className="cf-visually-hidden" role="status">
        {busy ? busyLabel : ''}
      </span>
    </>
  );
}
