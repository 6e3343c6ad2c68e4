import type { ComponentPropsWithRef } from 'react';
import type { WithCounter, WithoutCounter } from './Counter';
import { FieldFrame } from './FieldFrame';
import { useTextControl, type TextControlOwnProps } from './useTextControl';

interface TextAreaBaseProps
  extends Omit<ComponentPropsWithRef<'textarea'>, 'children' | 'maxLength'>, TextControlOwnProps {
  /** Class of the outer wrapper; the textarea itself keeps `cf-textarea`. */
  className?: string;
  /** Visible lines before it scrolls (default 4); it can be resized taller. */
  rows?: number;
}

export type TextAreaProps = TextAreaBaseProps & (WithCounter | WithoutCounter);

/**
 * A multi-line text field with an optional live character counter. Native textarea props pass
 * through (works with react-hook-form's `register`); pass `value` to control it, which also keeps
 * the counter right after programmatic changes such as a form reset.
 */
export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  const { frameProps, controlProps } = useTextControl<HTMLTextAreaElement, typeof props>(props);
  return (
    <FieldFrame {...frameProps}>
      {/* Text typed in Arabic or Hebrew runs right to left, whatever the page's language. */}
      <textarea dir="auto" {...controlProps} rows={rows} className="cf-textarea" />
    </FieldFrame>
  );
}
