import { describe, expect, it } from 'vitest';

import { MOCK_PAID_USER } from '../mock/fixtures';
import { SUBMISSION } from '../testing/fixtures.test-fixture';
import {
  acceptOfferBodySchema,
  anyJsonResponseSchema,
  contextResponseSchema,
  csrfTokenResponseSchema,
  resultResponseSchema,
} from './responses';
import { surveySubmissionSchema } from './submission';
import { userSchema } from './user';

describe('userSchema', () => {
  it('accepts a signed-in user and keeps every product §3 field', () => {
    expect(userSchema.parse(MOCK_PAID_USER)).toStrictEqual(MOCK_PAID_USER);
  });

  it.each([
    ['missing', {}],
    ['null', { user_id: null }],
    ['a string id', { user_id: 'u-42' }],
  ])('accepts a user_id that is %s (the anonymous case has none)', (_case, override) => {
    const { user_id: _id, ...anonymous } = MOCK_PAID_USER;
    expect(userSchema.safeParse({ ...anonymous, ...override }).success).toBe(true);
  });

  it('drops fields the contract does not know', () => {
    const parsed = userSchema.parse({ ...MOCK_PAID_USER, internal_flag: true });
    expect(parsed).not.toHaveProperty('internal_flag');
  });

  it('rejects an unknown toolkit and a string boolean', () => {
    expect(
      userSchema.safeParse({ ...MOCK_PAID_USER, active_toolkits: ['seo', 'trends'] }).success,
    ).toBe(false);
    expect(userSchema.safeParse({ ...MOCK_PAID_USER, is_paid: 'true' }).success).toBe(false);
  });
});

describe('response schemas', () => {
  it('read get-context, get-csrf-token and the { result } answers', () => {
    expect(contextResponseSchema.parse({ user: MOCK_PAID_USER }).user.name).toBe('Alex Morgan');
    expect(csrfTokenResponseSchema.parse({ csrf_token: 'abc' })).toEqual({ csrf_token: 'abc' });
    expect(csrfTokenResponseSchema.safeParse({ csrf_token: '' }).success).toBe(false);
    expect(resultResponseSchema.parse({ result: false })).toEqual({ result: false });
    expect(resultResponseSchema.safeParse({ result: 'false' }).success).toBe(false);
  });

  it('accept an empty or any JSON answer where the product shows none', () => {
    for (const value of [undefined, null, {}, { ok: true }, [1, 'two'], 'done', 3]) {
      expect(anyJsonResponseSchema.safeParse(value).success).toBe(true);
    }
    expect(anyJsonResponseSchema.safeParse({ when: new Date() }).success).toBe(false);
  });
});

describe('acceptOfferBodySchema', () => {
  it('takes the accepted offer (discount or loyal price) and the period', () => {
    expect(acceptOfferBodySchema.parse({ offer: 'discount', period: '1 month' })).toEqual({
      offer: 'discount',
      period: '1 month',
    });
    expect(
      acceptOfferBodySchema.safeParse({ offer: 'loyal_price', period: '12 months' }).success,
    ).toBe(true);
  });

  it('refuses a body without them, a downgrade or an unknown offer', () => {
    for (const value of [
      undefined,
      null,
      {},
      { offer: 'discount' },
      { offer: 'discount', period: '' },
      { offer: 'downgrade', period: '1 month' },
      { offer: 'free_month', period: '1 month' },
      ['discount'],
    ]) {
      expect(acceptOfferBodySchema.safeParse(value).success).toBe(false);
    }
  });
});

describe('surveySubmissionSchema', () => {
  it('accepts a submission with empty questions dropped', () => {
    expect(surveySubmissionSchema.parse(SUBMISSION)).toStrictEqual(SUBMISSION);
    expect(surveySubmissionSchema.safeParse({ ...SUBMISSION, survey: {} }).success).toBe(true);
  });

  it.each(['2025-03-14T09:26:53.589Z', '2025-03-14T10:26:53+01:00', '2025-03-14T09:26:53Z'])(
    'accepts the ISO 8601 timestamp %s',
    (timestamp) => {
      expect(surveySubmissionSchema.safeParse({ ...SUBMISSION, timestamp }).success).toBe(true);
    },
  );

  it.each(['2025-03-14', 'Fri Mar 14 2025', ''])('rejects the timestamp %j', (timestamp) => {
    expect(surveySubmissionSchema.safeParse({ ...SUBMISSION, timestamp }).success).toBe(false);
  });

  it('rejects a question entry without its translated texts', () => {
    const { answers_translated: _dropped, ...entry } = SUBMISSION.survey.first_question ?? {};
    const broken = { ...SUBMISSION, survey: { first_question: entry } };

    expect(surveySubmissionSchema.safeParse(broken).success).toBe(false);
  });
});
