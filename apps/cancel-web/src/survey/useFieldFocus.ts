import type { SurveyField, ValidationIssue } from '@cancel-flow/survey-engine';
import { useState, type RefCallback } from 'react';

/**
 * Focus by field name (product §5: focus shows the field's warning). Each control registers under
 * the engine's field name with `fieldRef(name)`; `focusFirstInvalid(issues)` focuses the control
 * of the first issue, in a radio group its Tab stop (the checked radio, or the first).
 */
function createFieldFocus() {
  const fields = new Map<SurveyField, Set<HTMLElement>>();
  const refs = new Map<SurveyField, RefCallback<HTMLElement>>();

  function fieldRef(field: SurveyField): RefCallback<HTMLElement> {
    let ref = refs.get(field);
    if (!ref) {
      ref = (node) => {
        if (!node) return;
        const elements = fields.get(field) ?? new Set<HTMLElement>();
        fields.set(field, elements.add(node));
        return () => void elements.delete(node);
      };
      refs.set(field, ref);
    }
    return ref;
  }

  function focusFirstInvalid(issues: readonly ValidationIssue[]) {
    const field = issues[0]?.field;
    if (!field) return;
    // After the render that marks the field invalid, so the warning shows with the focus.
    requestAnimationFrame(() => {
      const elements = [...(fields.get(field) ?? [])];
      // A radio group's Tab stop: its checked radio, or its first (the only one Tab reaches;
      // focusing another from code would leave the group out of the Tab order). The set may still
      // hold a radio the previous step's group kept (the same answer, "Other").
      const checked = elements.find((element) => (element as HTMLInputElement).checked);
      (checked ?? elements.find((element) => element.tabIndex >= 0))?.focus();
    });
  }

  return { fieldRef, focusFirstInvalid };
}

export type FieldFocus = ReturnType<typeof createFieldFocus>;

/** One field-focus registry for the lifetime of the component. */
export function useFieldFocus(): FieldFocus {
  const [fieldFocus] = useState(createFieldFocus);
  return fieldFocus;
}
