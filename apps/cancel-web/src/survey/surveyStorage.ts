import type { Product } from '@cancel-flow/api-client';
import type { FinalStepValues, SurveySubmission } from '@cancel-flow/survey-engine';

const PREFIX = 'cancel-flow';

export interface SentSurvey {
  readonly email: string;
  readonly submission: SurveySubmission;
}

/**
 * Per-tab storage of the survey (sessionStorage): the engine's draft saved after every step and
 * step 4's form values saved as they are typed, so neither a reload nor a failed call loses an
 * answer; and the sent submission, so a reload of the check-your-email screen stays there and
 * "Resend" sends the same answers.
 */
export function surveyStorage(storage: Storage, product: Product, questionSetId: string) {
  const draftKey = `${PREFIX}:draft:${product}:${questionSetId}`;
  const finalKey = `${PREFIX}:final:${product}:${questionSetId}`;
  const sentKey = `${PREFIX}:sent:${product}`;
  const safely = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch {
      // Storage can be full or switched off (private mode): the flow still works without it.
      return fallback;
    }
  };
  const readJson = (key: string): unknown => {
    const raw = safely(() => storage.getItem(key), null);
    return raw === null ? null : safely(() => JSON.parse(raw) as unknown, null);
  };
  return {
    loadDraft: () => safely(() => storage.getItem(draftKey), null),
    saveDraft: (serialized: string) =>
      safely(() => storage.setItem(draftKey, serialized), undefined),
    /** Step 4's form values as last typed, if they were kept. */
    loadFinalValues(): FinalStepValues | null {
      const parsed = readJson(finalKey) as Partial<FinalStepValues> | null;
      return typeof parsed?.name === 'string' &&
        typeof parsed.comment === 'string' &&
        typeof parsed.agreed === 'boolean'
        ? { name: parsed.name, comment: parsed.comment, agreed: parsed.agreed }
        : null;
    },
    saveFinalValues: (values: FinalStepValues) =>
      safely(() => storage.setItem(finalKey, JSON.stringify(values)), undefined),
    /** Forgets the draft and step 4's values. */
    clearDraft: () =>
      safely(() => {
        storage.removeItem(draftKey);
        storage.removeItem(finalKey);
      }, undefined),
    loadSent(): SentSurvey | null {
      const parsed = readJson(sentKey) as Partial<SentSurvey> | null;
      return typeof parsed?.email === 'string' && parsed.submission ? (parsed as SentSurvey) : null;
    },
    saveSent: (sent: SentSurvey) =>
      safely(() => storage.setItem(sentKey, JSON.stringify(sent)), undefined),
  };
}

export type SurveyStorage = ReturnType<typeof surveyStorage>;
