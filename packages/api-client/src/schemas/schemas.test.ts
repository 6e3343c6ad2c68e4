import { describe, expect, it } from 'vitest';

import { MOCK_PAID_USER } from '../mock/fixtures';
import { SUBMISSION } from '../testing/fixtures.test-fixture';
import { checkContract, type Check } from './contract';
import {
  acceptOfferBodyCheck,
  anyJsonResponseCheck,
  contextResponseCheck,
  csrfTokenResponseCheck,
  resultResponseCheck,
} from './responses';
import { surveySubmissionCheck } from './submission';
import { userCheck } from './user';

/** The checked value, or an error listing the issues. */
function parse<T>(check: Check<T>, value: unknown): T {
  const checked = checkContract(check, value);
  if (!checked.success) throw new Error(JSON.stringify(checked.issues));
  return checked.data;
}

const matches = (check: Check<unknown>, value: unknown) => checkContract(check, value).success;

describe('userCheck', () => {
  it('accepts a signed-in user and keeps every product §3 field', () => {
    expect(parse(userCheck, MOCK_PAID_USER)).toStrictEqual(MOCK_PAID_USER);
  });

  it.each([
    ['missing', {}],
    ['null', { user_id: null }],
    ['a string id', { user_id: 'u-42' }],
  ])('accepts a user_id that is %s (the anonymous case has none)', (_case, override) => {
    const { user_id: _id, ...anonymous } = MOCK_PAID_USER;
    expect(matches(userCheck, { ...anonymous, ...override })).toBe(true);
  });

  it('drops fields the contract does not know', () => {
    const parsed = parse(userCheck, { ...MOCK_PAID_USER, internal_flag: true });
    expect(parsed).not.toHaveProperty('internal_flag');
  });

  it('rejects an unknown toolkit and a string boolean', () => {
    expect(matches(userCheck, { ...MOCK_PAID_USER, active_toolkits: ['seo', 'trends'] })).toBe(
      false,
    );
    expect(matches(userCheck, { ...MOCK_PAID_USER, is_paid: 'true' })).toBe(false);
  });
});

describe('response checks', () => {
  it('read get-context, get-csrf-token and the { result } answers', () => {
    expect(parse(contextResponseCheck, { user: MOCK_PAID_USER }).user.name).toBe('Alex Morgan');
    expect(parse(csrfTokenResponseCheck, { csrf_token: 'abc' })).toEqual({ csrf_token: 'abc' });
    expect(matches(csrfTokenResponseCheck, { csrf_token: '' })).toBe(false);
    expect(parse(resultResponseCheck, { result: false })).toEqual({ result: false });
    expect(matches(resultResponseCheck, { result: 'false' })).toBe(false);
  });

  it('accept an empty or any JSON answer where the product shows none', () => {
    for (const value of [undefined, null, {}, { ok: true }, [1, 'two'], 'done', 3]) {
      expect(matches(anyJsonResponseCheck, value)).toBe(true);
    }
    expect(matches(anyJsonResponseCheck, { when: new Date() })).toBe(false);
  });
});

describe('acceptOfferBodyCheck', () => {
  it('takes the accepted offer (discount or loyal price) and the period', () => {
    expect(parse(acceptOfferBodyCheck, { offer: 'discount', period: '1 month' })).toEqual({
      offer: 'discount',
      period: '1 month',
    });
    expect(matches(acceptOfferBodyCheck, { offer: 'loyal_price', period: '12 months' })).toBe(true);
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
      expect(matches(acceptOfferBodyCheck, value)).toBe(false);
    }
  });
});

describe('surveySubmissionCheck', () => {
  it('accepts a submission with empty questions dropped', () => {
    expect(parse(surveySubmissionCheck, SUBMISSION)).toStrictEqual(SUBMISSION);
    expect(matches(surveySubmissionCheck, { ...SUBMISSION, survey: {} })).toBe(true);
  });

  it.each(['2025-03-14T09:26:53.589Z', '2025-03-14T10:26:53+01:00', '2025-03-14T09:26:53Z'])(
    'accepts the ISO 8601 timestamp %s',
    (timestamp) => {
      expect(matches(surveySubmissionCheck, { ...SUBMISSION, timestamp })).toBe(true);
    },
  );

  it.each([
    '2025-03-14',
    'Fri Mar 14 2025',
    '',
    '2025-03-14T09:26Z',
    '2025-03-14T09:26:53',
    '2025-02-30T09:26:53Z',
    '2025-03-14T24:00:00Z',
  ])('rejects the timestamp %j', (timestamp) => {
    expect(matches(surveySubmissionCheck, { ...SUBMISSION, timestamp })).toBe(false);
  });

  it('rejects a question entry without its translated texts', () => {
    const { answers_translated: _dropped, ...entry } = SUBMISSION.survey.first_question ?? {};
    const broken = { ...SUBMISSION, survey: { first_question: entry } };

    expect(matches(surveySubmissionCheck, broken)).toBe(false);
  });
});
