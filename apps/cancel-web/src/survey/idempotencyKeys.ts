import type { SurveySubmission } from '@cancel-flow/survey-engine';

/**
 * One Idempotency-Key per submission: sending the same submission again (after a failure) keeps
 * its key, so the server can tell a repeat; a changed submission gets a new one.
 */
export function idempotencyKeys() {
  let last: { body: string; key: string } | undefined;
  return (submission: SurveySubmission): string => {
    const body = JSON.stringify(submission);
    if (last?.body !== body) last = { body, key: crypto.randomUUID() };
    return last.key;
  };
}
