import {
  createInitialState,
  createSeed,
  createSurveyStore,
  restore,
  serialize,
  type QuestionSet,
  type StepFinished,
  type SurveyState,
  type SurveyStore,
} from '@cancel-flow/survey-engine';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { SurveyStorage } from './surveyStorage';

/**
 * The engine's store bound to React, restored from the per-tab draft and saved to it after each
 * change. Only after a change: a survey opened and left as it was keeps nothing in the tab (not the
 * customer's prefilled name), and a reload does not restart the draft's 24 hours.
 */
export function useSurveyStore(
  definition: QuestionSet,
  storage: SurveyStorage,
  name: string,
  onStepFinished?: (finished: StepFinished) => void,
  /** Seeds the answers' order when there is no draft and none was kept (answerOrderSeed). */
  newSeed: () => number = createSeed,
) {
  // The latest step-finished callback, read when a step finishes, never during render.
  const latestOnStepFinished = useRef(onStepFinished);
  useEffect(() => {
    latestOnStepFinished.current = onStepFinished;
  }, [onStepFinished]);
  // The store reads the ref only when `send` finishes a step (an event handler), never while
  // rendering; the compiler's rule cannot see that the callback is not called here.
  // eslint-disable-next-line react-hooks/refs
  const [[store, openedState]] = useState<readonly [SurveyStore, SurveyState]>(() => {
    const draft = restore(definition, storage.loadDraft());
    const created = createSurveyStore(definition, {
      initialState:
        draft ?? createInitialState(definition, { seed: storage.answerOrderSeed(newSeed()), name }),
      onStepFinished: (finished) => latestOnStepFinished.current?.(finished),
    });
    // What the survey opens on, before the answer from the prerendered step: nothing to save.
    const opened = created.getSnapshot().state;
    // A survey without a draft starts with the answer chosen on the prerendered first step before
    // a reload, if any (the engine ignores a choice its step 1 does not have).
    const choice = draft ? undefined : storage.previewChoice();
    if (choice) created.send({ type: 'change', field: 'choice', value: choice });
    return [created, opened];
  });
  // The same snapshot on the server: the build prerenders the first step (boot/firstStepPlugin.ts).
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => {
    if (snapshot.state !== openedState) storage.saveDraft(serialize(snapshot.state));
  }, [storage, snapshot.state, openedState]);
  return { store, snapshot };
}
