import { useId, useState, type FocusEvent } from 'react';
import { joinIds } from '../utils/ids';
import type { FieldWarningProps } from './FieldWarning';

export interface UseFieldWarningOptions {
  /** The translated validation message; a non-empty string marks the field invalid. */
  error?: string | undefined;
  /** Other descriptions of the control (hint, counter), kept in aria-describedby after the message. */
  describedBy?: ReadonlyArray<string | false | null | undefined>;
}

export interface FieldWarningBinding {
  invalid: boolean;
  /** True while focus is anywhere inside the element that received `anchorProps`. */
  focused: boolean;
  /** Id of the message element (always rendered, so the id is stable). */
  messageId: string;
  /** Spread on the focusable control (input, textarea) or on the group (fieldset). */
  controlProps: {
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  /** Spread on the element wrapping the control(s) and the warning: it tracks focus within. */
  anchorProps: {
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  /** Props for `<FieldWarning />`. */
  warningProps: FieldWarningProps;
}

/**
 * Wires a field to its validation message (product §5): `aria-invalid`, `aria-describedby` pointing at
 * the message, and the warning tooltip shown only while focus is within the field.
 */
export function useFieldWarning({
  error,
  describedBy = [],
}: UseFieldWarningOptions = {}): FieldWarningBinding {
  const messageId = `${useId()}-warning`;
  const [focused, setFocused] = useState(false);
  const invalid = typeof error === 'string' && error.trim() !== '';

  return {
    invalid,
    focused,
    messageId,
    controlProps: {
      'aria-invalid': invalid ? true : undefined,
      'aria-describedby': joinIds(invalid && messageId, ...describedBy),
    },
    anchorProps: {
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        // Moving between elements of the same field (e.g. radio to radio) keeps the tooltip open.
        const next = event.relatedTarget;
        if (next instanceof Node && event.currentTarget.contains(next)) return;
        setFocused(false);
      },
    },
    warningProps: { id: messageId, message: invalid ? error : undefined, open: focused },
  };
}
