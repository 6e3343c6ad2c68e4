import type { Product, SurveySubmission } from '@cancel-flow/api-client';

/**
 * Per-tab storage of the survey (sessionStorage): the draft saved after every step, so neither a
 * reload nor a failed call loses an answer, and the sent submission, so a reload of the
 * check-your-email screen stays there and "Resend" sends the same answers.
 */
const PREFIX = 'cancel-flow';

export interface SentSurvey {
  readonly email: string;
  readonly submission: SurveySubmission;
}

export function surveyStorage(storage: Storage, product: Product, questionSetId: string) {
  const draftKey = `${PREFIX}:draft:${product}:${questionSetId}`;
  const sentKey = `${PREFIX}:sent:${product}`;
  const safely = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch {
      // Storage can be full or switched off (private mode): the flow still works without it.
      return fallback;
    }
  };
  return {
    loadDraft: () => safely(() => storage.getItem(draftKey), null),
    saveDraft: (serialized: string) =>
      safely(() => storage.setItem(draftKey, serialized), undefined),
    clearDraft: () => safely(() => storage.removeItem(draftKey), undefined),
    loadSent(): SentSurvey | null {
      const raw = safely(() => storage.getItem(sentKey), null);
      if (!raw) return null;
      try {
        const parsed = JSON.parse(raw) as Partial<SentSurvey>;
        return typeof parsed.email === 'string' && parsed.submission
          ? (parsed as SentSurvey)
          : null;
      } catch {
        return null;
      }
    },
    saveSent: (sent: SentSurvey) =>
      safely(() => storage.setItem(sentKey, JSON.stringify(sent)), undefined),
    clearSent: () => safely(() => storage.removeItem(sentKey), undefined),
  };
}

export type SurveyStorage = ReturnType<typeof surveyStorage>;
