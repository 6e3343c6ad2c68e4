import { textLength, trimText } from '@cancel-flow/survey-engine';

/**
 * A text's length as the engine's validators count it (`validateText`, and so `validateFinalStep`
 * for the name): code points (`textLength`) of the text that is sent, without the spaces and
 * invisible characters at its ends (`trimText`). Every counter of the survey (free text on steps 1
 * and 2, the services on step 3.5, the name on step 4) measures with it, so the counter is over the
 * limit exactly when the validation message says so (docs/reliability.md, item 10).
 */
export function sentLength(value: string): number {
  return textLength(trimText(value));
}
