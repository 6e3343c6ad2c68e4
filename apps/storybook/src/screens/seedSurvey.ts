import type { Product, User } from '@cancel-flow/api-client';
import {
  buildSurveySubmission,
  loadSubmissionTexts,
  type SentSurvey,
} from '@cancel-flow/cancel-web';
import { createI18n, type I18n } from '@cancel-flow/i18n';
import {
  createInitialState,
  transition,
  type QuestionSet,
  type SurveyEvent,
  type SurveyState,
} from '@cancel-flow/survey-engine';
import { agree, paidDrafts, trialDrafts } from './surveyDrafts';

/** Fixed, so a story shows the answers in the same (shuffled) order in every run. */
const STORY_SEED = 20_261_121;

/** Replays the events from a fresh survey; an event the engine refuses is a broken story. */
export function replay(
  definition: QuestionSet,
  events: readonly SurveyEvent[],
  name: string,
): SurveyState {
  let state = createInitialState(definition, { seed: STORY_SEED, name });
  for (const event of events) {
    const result = transition(definition, state, event);
    if (result.issues.length > 0) {
      throw new Error(
        `The story's draft is refused at ${JSON.stringify(event)}: ${JSON.stringify(result.issues)}`,
      );
    }
    state = result.state;
  }
  return state;
}

let english: Promise<I18n> | undefined;

/**
 * The survey the customer sent before reaching check-your-email: the whole path of the question
 * set, answered and agreed. Its texts are English; the screen shows only the e-mail address, and
 * "Resend email" sends this submission again (the mock validates it against the contract). It was
 * sent just now: the Resend countdown starts in full.
 */
export async function sentSurvey(
  definition: QuestionSet,
  product: Product,
  user: User,
): Promise<SentSurvey> {
  english ??= createI18n({ language: 'en' });
  const i18n = await english;
  const answered = definition.id === 'trial' ? trialDrafts.final : paidDrafts.final;
  const state = replay(definition, [...answered, agree], user.name);
  // The same module the survey screen sends its submission with.
  const submission = buildSurveySubmission({
    definition,
    state,
    product,
    email: user.email,
    loadedAt: new Date(),
    t: i18n.t,
    englishTexts: await loadSubmissionTexts(i18n),
  });
  return { submission, idempotencyKey: crypto.randomUUID(), sentAt: Date.now() };
}
