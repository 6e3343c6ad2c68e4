import type { CompetitorAnswer, SurveyEvent } from '@cancel-flow/survey-engine';

/**
 * Survey answers as the engine's events, replayed from a fresh survey to seed a story's draft
 * (`parameters.screen.draft`), so a story opens on a later step without clicking through.
 */
export const choose = (value: string): SurveyEvent => ({ type: 'change', field: 'choice', value });
export const typeText = (value: string): SurveyEvent => ({ type: 'change', field: 'text', value });
export const typeServices = (value: string): SurveyEvent => ({
  type: 'change',
  field: 'services',
  value,
});
export const typeName = (value: string): SurveyEvent => ({ type: 'change', field: 'name', value });
export const typeComment = (value: string): SurveyEvent => ({
  type: 'change',
  field: 'comment',
  value,
});
export const agree: SurveyEvent = { type: 'change', field: 'agreed', value: true };
export const answerCompetitor = (answer: CompetitorAnswer): SurveyEvent => ({
  type: 'competitor',
  answer,
});
export const next: SurveyEvent = { type: 'next' };

const SAMPLE_SENTENCE =
  'We moved our reporting to an in-house dashboard and only check rankings once a quarter now. ';

/** Plausible prose of exactly `length` characters, to show a limit the way a customer hits it. */
export function proseOfLength(length: number): string {
  const prose = SAMPLE_SENTENCE.repeat(Math.ceil(length / SAMPLE_SENTENCE.length)).slice(0, length);
  // Lengths are counted on the trimmed text, so the prose must not end in a space.
  return prose.replace(/\s$/, '.');
}

const paidStep3 = [choose('too_expensive'), next, choose('cheaper_alternative'), next];
const paidServices = [...paidStep3, answerCompetitor('yes')];

/** The paid question set: too expensive → found a cheaper alternative → yes, another service. */
export const paidDrafts = {
  step2: [choose('too_expensive'), next],
  step3: paidStep3,
  services: paidServices,
  final: [...paidServices, typeServices('Ahrefs and a freelance SEO consultant'), next],
} satisfies Record<string, readonly SurveyEvent[]>;

const trialStep3 = [choose('not_sure_need'), next, choose('no_chance'), next];
const trialServices = [...trialStep3, answerCompetitor('yes')];

/** The trial question set: not sure I need it → no chance to use it → yes, another service. */
export const trialDrafts = {
  step2: [choose('not_sure_need'), next],
  step3: trialStep3,
  services: trialServices,
  final: [...trialServices, typeServices('Google Search Console'), next],
} satisfies Record<string, readonly SurveyEvent[]>;

/**
 * The paid set up to the retention offer (docs/offers.md), with the offer the app records for
 * these answers and the story's demo amounts (renderScreen's settings, like the mock build's).
 */
export const offerDrafts = {
  /** It's too expensive → my budget was cut (no step 3): the loyal price for `offer`. */
  loyalPrice: [
    choose('too_expensive'),
    next,
    choose('budget_cut'),
    {
      type: 'offer',
      offer: {
        kind: 'loyal_price',
        billingPeriod: 'monthly',
        price: { amount: 99.95, currency: 'USD' },
      },
    },
    next,
  ],
  /** The same answers for a customer without a loyalty flag (`offer-downgrade`): a discount. */
  discount: [
    choose('too_expensive'),
    next,
    choose('budget_cut'),
    { type: 'offer', offer: { kind: 'discount', billingPeriod: 'monthly', percent: 30 } },
    next,
  ],
  /** My project is finished (no follow-up, no step 3) on Guru (`offer`): Pro or Free. */
  downgrade: [
    choose('project_finished'),
    { type: 'offer', offer: { kind: 'downgrade', plans: ['pro', 'free'] } },
    next,
  ],
} satisfies Record<string, readonly SurveyEvent[]>;
