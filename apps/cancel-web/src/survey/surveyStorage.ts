import type { Product } from '@cancel-flow/api-client';
import type { FinalStepValues, SurveySubmission } from '@cancel-flow/survey-engine';
import { readAcceptedOffer, type AcceptedOffer } from './acceptedOffer';

/** Every survey record lives under this prefix, then the signed-in user's id and the product. */
export const PREFIX = 'cancel-flow:survey:';
/** Keys of the versions before records belonged to a user (product only): always dropped. */
const UNOWNED_PREFIXES = ['cancel-flow:draft:', 'cancel-flow:final:', 'cancel-flow:sent:'];
/** No record outlives this, counted from its last save. */
export const SURVEY_RECORD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A send of the survey: the submission and its Idempotency-Key, the same for every try. */
export interface SurveySend {
  readonly submission: SurveySubmission;
  readonly idempotencyKey: string;
}

/**
 * What the check-your-email screen needs: the send, for "Resend email", and when the e-mail was
 * last sent (ms since the epoch), which the Resend countdown counts from, a reload included.
 */
export interface SentSurvey extends SurveySend {
  readonly sentAt: number;
}

export interface SurveyOwner {
  /** The signed-in user's `user_id`: records of any other user are dropped. */
  readonly userId: string | number;
  readonly product: Product;
  readonly questionSetId: string;
}

export interface Stamped {
  readonly savedAt: number;
  readonly value: unknown;
}

export const userPrefix = (userId: string | number) => `${PREFIX}${encodeURIComponent(userId)}:`;

export function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    // Storage can be full or switched off (private mode): the flow still works without it.
    return fallback;
  }
}

export function keysOf(storage: Storage): string[] {
  return safely(
    () => Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? ''),
    [],
  );
}

export function readStamped(storage: Storage, key: string): Stamped | null {
  const raw = safely(() => storage.getItem(key), null);
  if (raw === null) return null;
  const parsed = safely(() => JSON.parse(raw) as Partial<Stamped> | null, null);
  return typeof parsed?.savedAt === 'number'
    ? { savedAt: parsed.savedAt, value: parsed.value }
    : null;
}

export const isExpired = (record: Stamped | null, now: number) =>
  record === null || now - record.savedAt > SURVEY_RECORD_MAX_AGE_MS || record.savedAt > now;

/**
 * Drops the records of earlier versions (they belonged to no user), every survey record that
 * `isOthers` names by its key, and every other one that has expired or cannot be read.
 */
function dropRecords(storage: Storage, isOthers: (key: string) => boolean, now: number) {
  for (const key of keysOf(storage)) {
    const unowned = UNOWNED_PREFIXES.some((prefix) => key.startsWith(prefix));
    const record = key.startsWith(PREFIX);
    const drop =
      unowned || (record && (isOthers(key) || isExpired(readStamped(storage, key), now)));
    if (drop) safely(() => storage.removeItem(key), undefined);
  }
}

/**
 * Drops every survey record that is not this user's, and this user's expired or unreadable ones:
 * a tab shared by two customers never shows the previous one's answers, name or e-mail. With no
 * user (nobody signed in), every record goes.
 */
export function dropOthersRecords(
  storage: Storage,
  userId: string | number | undefined,
  now = Date.now(),
) {
  const own = userId === undefined ? undefined : userPrefix(userId);
  dropRecords(storage, (key) => own === undefined || !key.startsWith(own), now);
}

/**
 * Drops every expired or unreadable survey record, whoever it belongs to: for the pages that never
 * learn who is signed in (the confirm link's and no-subscription), so that no record outlives its
 * 24 hours in a tab that opens only those.
 */
export function dropExpiredRecords(storage: Storage, now = Date.now()) {
  dropRecords(storage, () => false, now);
}

/**
 * The survey's records in the tab's storage (sessionStorage), owned by the signed-in user: the
 * engine's draft and step 4's values as typed, so neither a reload nor a failed call loses an
 * answer; the answers' order from when step 1 is first shown, and the answer chosen on it before
 * the app ran; a send in progress, so a reload during it sends the same submission with the same
 * key; what was sent, so a reload of check-your-email stays there and "Resend" sends the same
 * submission with the same key; and which offer was accepted instead, so a reload of its success
 * screen stays there. Creating it drops other users' and expired records.
 */
export function surveyStorage(storage: Storage, owner: SurveyOwner, now = () => Date.now()) {
  dropOthersRecords(storage, owner.userId, now());
  const base = `${userPrefix(owner.userId)}${owner.product}:`;
  const draftKey = `${base}draft:${owner.questionSetId}`;
  const finalKey = `${base}final:${owner.questionSetId}`;
  const sendingKey = `${base}sending:${owner.questionSetId}`;
  const orderKey = `${base}order:${owner.questionSetId}`;
  const choiceKey = `${base}choice:${owner.questionSetId}`;
  const sentKey = `${base}sent`;
  const acceptedKey = `${base}accepted`;
  /** What the survey keeps until it is sent or an offer is accepted instead. */
  const inProgressKeys = [draftKey, finalKey, sendingKey, orderKey, choiceKey];
  const save = (key: string, value: unknown) =>
    safely(() => storage.setItem(key, JSON.stringify({ savedAt: now(), value })), undefined);
  const load = (key: string): unknown => {
    const record = readStamped(storage, key);
    if (!isExpired(record, now())) return record?.value;
    safely(() => storage.removeItem(key), undefined);
    return undefined;
  };
  const remove = (...keys: string[]) =>
    safely(() => keys.forEach((key) => storage.removeItem(key)), undefined);
  return {
    /**
     * Whether anything of this survey is kept (a draft, step 4's values, a sent survey or an
     * accepted offer): if not, the page opens on step 1 with nothing chosen.
     */
    hasRecords: () =>
      [draftKey, finalKey, sentKey, acceptedKey].some((key) => load(key) !== undefined),
    loadDraft(): string | null {
      const draft = load(draftKey);
      return typeof draft === 'string' ? draft : null;
    },
    saveDraft: (serialized: string) => save(draftKey, serialized),
    /**
     * The seed of the answers' order of a survey without a draft: kept from the first call, which
     * keeps `fresh`. The prerendered first step is shown before the app saves a draft, so a reload
     * in between shows the answers in the same order, and the app's survey starts with it.
     */
    answerOrderSeed(fresh: number): number {
      const kept = load(orderKey);
      if (Number.isSafeInteger(kept)) return kept as number;
      save(orderKey, fresh);
      return fresh;
    },
    /**
     * The answer chosen on the prerendered first step before the app ran (its choice id): a reload
     * before the app saves a draft shows it chosen again, and the app's survey starts with it.
     */
    previewChoice(): string | undefined {
      const choice = load(choiceKey);
      return typeof choice === 'string' ? choice : undefined;
    },
    savePreviewChoice: (choiceId: string) => save(choiceKey, choiceId),
    /** Step 4's form values as last typed, if they were kept. */
    loadFinalValues(): FinalStepValues | null {
      const values = load(finalKey) as Partial<FinalStepValues> | undefined;
      return typeof values?.name === 'string' &&
        typeof values.comment === 'string' &&
        typeof values.agreed === 'boolean'
        ? { name: values.name, comment: values.comment, agreed: values.agreed }
        : null;
    },
    saveFinalValues: (values: FinalStepValues) => save(finalKey, values),
    /**
     * Forgets the draft, step 4's values, a send that did not end (loadSending), the answers' order
     * and the prerendered step's answer.
     */
    clearDraft: () => remove(...inProgressKeys),
    /**
     * The submission whose send started and has not ended with an answer, with its
     * Idempotency-Key: a reload during a slow send sends it again as it was (submitSurvey).
     */
    loadSending(): SurveySend | null {
      const sending = load(sendingKey) as Partial<SurveySend> | undefined;
      return typeof sending?.idempotencyKey === 'string' &&
        typeof sending.submission?.timestamp === 'string'
        ? { submission: sending.submission, idempotencyKey: sending.idempotencyKey }
        : null;
    },
    saveSending: ({ submission, idempotencyKey }: SurveySend) =>
      save(sendingKey, { submission, idempotencyKey }),
    /** The sent survey; one kept by an earlier version, without `sentAt`, counts as sent now. */
    loadSent(): SentSurvey | null {
      const sent = load(sentKey) as Partial<SentSurvey> | undefined;
      return typeof sent?.idempotencyKey === 'string' && typeof sent.submission?.email === 'string'
        ? {
            submission: sent.submission,
            idempotencyKey: sent.idempotencyKey,
            sentAt: typeof sent.sentAt === 'number' ? sent.sentAt : now(),
          }
        : null;
    },
    /** Whether this survey was sent and its cancellation confirmed since (confirmedSurvey.ts). */
    isConfirmed: () => (load(sentKey) as { confirmed?: unknown } | undefined)?.confirmed === true,
    /** Keeps only what resending needs: the submission, its key and when it was last sent. */
    saveSent: ({ submission, idempotencyKey, sentAt }: SentSurvey) =>
      save(sentKey, { submission, idempotencyKey, sentAt }),
    /** The offer accepted on this product in the tab, if any: its success screen stays. */
    loadAccepted: () => readAcceptedOffer(load(acceptedKey)),
    /**
     * The offer was accepted: keeps only which one (its kind and terms, or the plan), and forgets
     * the draft and step 4's values, since the customer is no longer cancelling.
     */
    saveAccepted(accepted: AcceptedOffer) {
      save(acceptedKey, readAcceptedOffer(accepted));
      remove(...inProgressKeys);
    },
  };
}

export type SurveyStorage = ReturnType<typeof surveyStorage>;
