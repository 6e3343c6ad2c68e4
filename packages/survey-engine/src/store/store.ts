import type { StepFinished, SurveyEvent, SurveyState } from '../flow/types';
import { createInitialState, transition } from '../flow/transition';
import { validateStep } from '../flow/validate-step';
import type { QuestionSet } from '../model/types';
import { createSeed } from '../shuffle/random';
import type { ValidationIssue } from '../validation/types';

/** What the store holds: the state and the issues to show. Immutable. */
export interface SurveySnapshot {
  readonly state: SurveyState;
  /**
   * The issues of the last `next`, `competitor` or `back` event. While the user edits the
   * fields they are re-checked, so a fixed field loses its message at once; new problems only
   * appear on the next try. A rejected `change` (code `invalid`) leaves them as they are.
   */
  readonly issues: readonly ValidationIssue[];
}

export interface SurveyStoreOptions {
  /** Start from this state, e.g. a draft from `restore`; default: a fresh state. */
  readonly initialState?: SurveyState | null;
  /** Prefills the name of a fresh state, e.g. with the signed-in user's name. */
  readonly name?: string;
  /** Called with the data gathered so far each time a step is finished (product §4). */
  readonly onStepFinished?: (finished: StepFinished) => void;
}

export interface SurveyStore {
  /** Calls `listener` after each change of the snapshot; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The current snapshot: the same object until something changes. */
  getSnapshot(): SurveySnapshot;
  /** Applies an event; returns its issues (empty when accepted). */
  send(event: SurveyEvent): readonly ValidationIssue[];
}

/**
 * A tiny external store over `transition`, made for React's `useSyncExternalStore`:
 * `useSyncExternalStore(store.subscribe, store.getSnapshot)`.
 */
export function createSurveyStore(
  definition: QuestionSet,
  options: SurveyStoreOptions = {},
): SurveyStore {
  let snapshot: SurveySnapshot = {
    state:
      options.initialState ??
      createInitialState(definition, { seed: createSeed(), name: options.name }),
    issues: [],
  };
  const listeners = new Set<() => void>();

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    send(event) {
      const result = transition(definition, snapshot.state, event);
      const { state } = result;
      let issues = result.issues;
      // An offer arriving is not the customer's action: the messages they see stay as they are.
      if (event.type === 'offer') issues = snapshot.issues;
      if (event.type === 'change') {
        // After a failed `next`, edits re-check only the fields already showing a message.
        const shown = snapshot.issues;
        issues =
          issues.length > 0 || shown.length === 0
            ? shown
            : validateStep(definition, state).filter(({ field }) =>
                shown.some((issue) => issue.field === field),
              );
      }
      if (state !== snapshot.state || issues.length + snapshot.issues.length > 0) {
        snapshot = { state, issues };
        listeners.forEach((listener) => listener());
      }
      if (result.finished) options.onStepFinished?.(result.finished);
      return result.issues;
    },
  };
}
