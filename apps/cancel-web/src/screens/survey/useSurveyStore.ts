import {
  createInitialState,
  createSeed,
  createSurveyStore,
  restore,
  serialize,
  type QuestionSet,
  type SurveyStore,
} from '@cancel-flow/survey-engine';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SurveyStorage } from './surveyStorage';

/** The engine's store bound to React, restored from and saved to the per-tab draft. */
export function useSurveyStore(definition: QuestionSet, storage: SurveyStorage, name: string) {
  const [store] = useState<SurveyStore>(() =>
    createSurveyStore(definition, {
      initialState:
        restore(definition, storage.loadDraft()) ??
        createInitialState(definition, { seed: createSeed(), name }),
    }),
  );
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => {
    storage.saveDraft(serialize(snapshot.state));
  }, [storage, snapshot.state]);
  return { store, snapshot };
}
