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
  /** Extra text for assistive technology while busy, e.g. "Sending…". */
  busyLabel?: string;
}

/** A native button; `type` defaults to "button" (pass "submit" inside forms on purpose). */
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
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      // Also stops a submit button from submitting its form again.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(
        { variant, size, fullWidth },
        cx(busy && 'cf-button--busy', className),
      )}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
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
}
