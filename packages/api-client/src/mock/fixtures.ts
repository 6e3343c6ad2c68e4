import { TOOLKITS, type User } from '../schemas/user';
import type { MockScenario } from './scenarios';

/** The signed-in user of the `paid` scenario; the other scenarios derive from it. */
export const MOCK_PAID_USER: User = {
  name: 'Alex Morgan',
  email: 'alex.morgan@example.com',
  user_id: 4_815_162,
  country_code: 'US',
  has_product: true,
  is_paid: true,
  has_active_recurring: true,
  period: '1 month',
  is_loyal_2020: false,
  is_loyal_2023: false,
  is_loyal_pro_2024: false,
  product_group: 'pro',
  eligible_for_offer: false,
  has_sst_cancellation_permission: false,
  active_toolkits: [...TOOLKITS],
};

const OFFER_USER: Partial<User> = {
  eligible_for_offer: true,
  is_loyal_2020: true,
  is_loyal_2023: true,
  is_loyal_pro_2024: true,
  product_group: 'guru',
};

/** Another customer's `user_id` (`offer-downgrade`): a tab can switch customers in the mock. */
const ANOTHER_USER_ID = 2_718_281;

const SCENARIO_OVERRIDES: Record<MockScenario, Partial<User>> = {
  paid: {},
  'paid-annual': { period: '12 months' },
  trial: { is_paid: false },
  'no-subscription': { has_active_recurring: false },
  anonymous: {},
  'seo-only': { active_toolkits: ['seo'] },
  sst: { has_sst_cancellation_permission: true },
  offer: OFFER_USER,
  'offer-downgrade': {
    user_id: ANOTHER_USER_ID,
    eligible_for_offer: true,
    product_group: 'business',
  },
  'offer-error': OFFER_USER,
  'accept-offer-error': OFFER_USER,
  'downgrade-error': OFFER_USER,
  'context-error': {},
  'csrf-error': {},
  'send-error': {},
  slow: {},
};

/** The user get-context answers in a scenario (a fresh copy each time). */
export function getMockUser(scenario: MockScenario): User {
  if (scenario === 'anonymous') {
    // A visitor who is not signed in: no user_id and nothing to cancel.
    const { user_id: _userId, ...rest } = MOCK_PAID_USER;
    return {
      ...rest,
      name: '',
      email: '',
      has_product: false,
      is_paid: false,
      has_active_recurring: false,
      active_toolkits: [],
    };
  }
  const user = { ...MOCK_PAID_USER, ...SCENARIO_OVERRIDES[scenario] };
  return { ...user, active_toolkits: [...user.active_toolkits] };
}
