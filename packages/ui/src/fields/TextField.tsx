import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import type { WithCounter, WithoutCounter } from './Counter';
import { FieldFrame } from './FieldFrame';
import { useTextControl, type TextControlOwnProps } from './useTextControl';

interface TextFieldBaseProps
  extends
    Omit<ComponentPropsWithRef<'input'>, 'children' | 'size' | 'maxLength'>,
    TextControlOwnProps {
  /** Class of the outer wrapper; the input itself keeps `cf-input`. */
  className?: string;
  /** The input's type (default `text`): `email`, `tel`, `url`, `search`… */
  type?: string;
  /**
   * Shown but not editable, in muted colours (e.g. the e-mail the cancellation is sent to): still
   * focusable and read by screen readers, and sent with the form.
   */
  readOnly?: boolean;
}

export type TextFieldProps = TextFieldBaseProps & (WithCounter | WithoutCounter);

/**
 * A single-line text input with label, hint and validation warning. It is a native input: every
 * input prop (name, value/defaultValue, onChange, onBlur, ref, autoComplete, readOnly…) is passed
 * through, so `{...register('name')}` from react-hook-form works as is. With `maxLength`,
 * `counterLabel` and `measure` it shows a live character counter like `TextArea`.
 */
export function TextField({ type = 'text', readOnly, ...props }: TextFieldProps) {
  const { frameProps, controlProps } = useTextControl<HTMLInputElement, typeof props>(props);
  return (
    <FieldFrame {...frameProps}>
      <input
        // Text typed in Arabic or Hebrew runs right to left, whatever the page's language.
        dir="auto"
        {...controlProps}
        type={type}
        readOnly={readOnly}
        className={cx('cf-input', readOnly && 'cf-input--readonly')}
      />
    </FieldFrame>
  );
}
