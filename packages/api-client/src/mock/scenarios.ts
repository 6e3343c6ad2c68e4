/** The `?mock=NAME` scenarios of docs/product.md §10, with what each one means. */
export const MOCK_SCENARIO_DESCRIPTIONS = {
  paid: "paid, period '1 month', active recurring subscription, every toolkit, no offers",
  'paid-annual': "as paid, period '12 months'",
  trial: 'has a product, not paid (trial question set)',
  'no-subscription': 'no active recurring subscription',
  anonymous: 'get-context answers a user without user_id',
  'seo-only': "as paid, active_toolkits ['seo']",
  sst: 'as paid, has_sst_cancellation_permission true',
  offer: "as paid, eligible_for_offer true, loyalty flags set, plan 'guru' (lower: pro, free)",
  'offer-downgrade':
    "as paid, another user_id, eligible_for_offer true, no loyalty flag, plan 'business': usage reasons lead to a downgrade (guru, pro, free), price reasons to a discount",
  'offer-error': 'as offer, but eligible-for-offer answers 500',
  'accept-offer-error':
    'as offer; accept-offer answers 500 the first time in the tab, then succeeds',
  'downgrade-error': 'as offer; downgrade answers 500 the first time in the tab, then succeeds',
  'context-error': 'get-context answers 500',
  'csrf-error': 'get-csrf-token answers 500',
  'send-error': 'send-confirmation-email answers 500 the first time in the tab, then succeeds',
  slow: 'every call waits 1.5 s before answering',
} as const;

export type MockScenario = keyof typeof MOCK_SCENARIO_DESCRIPTIONS;

export const MOCK_SCENARIOS = Object.keys(MOCK_SCENARIO_DESCRIPTIONS) as MockScenario[];

export const DEFAULT_MOCK_SCENARIO: MockScenario = 'paid';

/** How long every call of the `slow` scenario waits. */
export const SLOW_SCENARIO_DELAY_MS = 1500;

export function isMockScenario(value: unknown): value is MockScenario {
  return typeof value === 'string' && Object.hasOwn(MOCK_SCENARIO_DESCRIPTIONS, value);
}
