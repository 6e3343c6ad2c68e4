import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { MOCK_PAID_USER } from '../mock/fixtures';
import { BASE_URL, SUBMISSION } from '../testing/fixtures.test-fixture';
import { createCancelApi, type CancelApi } from './create-cancel-api';
import { RequestError } from './errors';
import { REPORT_NAMES, type ReportName } from './report-names';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CSRF_TOKEN = 'csrf-token-of-this-tab';

interface CallCase {
  readonly call: string;
  readonly reportName: ReportName;
  readonly method: 'GET' | 'POST';
  /** Path and query the server must receive. */
  readonly url: string;
  readonly answer: JsonBodyType;
  readonly run: (api: CancelApi) => Promise<unknown>;
  readonly expected: unknown;
  readonly body?: unknown;
  /** The URL as errors name it, when it differs from `url` (secrets hidden). */
  readonly reportedUrl?: string;
}

const CASES: CallCase[] = [
  {
    call: 'getContext()',
    reportName: "User data wasn't received",
    method: 'GET',
    url: '/cancel/api/get-context/',
    answer: { user: MOCK_PAID_USER },
    run: (api) => api.getContext(),
    expected: { user: MOCK_PAID_USER },
  },
  {
    call: 'getCsrfToken()',
    reportName: "CSRF token wasn't received",
    method: 'GET',
    url: '/cancel/api/get-csrf-token/',
    answer: { csrf_token: 'fresh-token' },
    run: (api) => api.getCsrfToken(),
    expected: 'fresh-token',
  },
  {
    call: "sendConfirmationEmail('all', submission)",
    reportName: 'Send confirmation email was failed',
    method: 'POST',
    url: '/cancel/api/semrush/send-confirmation-email/',
    answer: { sent: true },
    run: (api) => api.sendConfirmationEmail('all', SUBMISSION),
    expected: { sent: true },
    body: SUBMISSION,
  },
  {
    call: "isConfirmed('seo')",
    reportName: "Cancellation wasn't confirmed",
    method: 'GET',
    url: '/cancel/api/seo/is-confirmed/',
    answer: { result: true },
    run: (api) => api.isConfirmed('seo'),
    expected: true,
  },
  {
    call: "confirm('sst', key)",
    reportName: 'Confirm unsubscribe request was failed',
    method: 'GET',
    url: '/cancel/api/sst/confirm/?key=k3y',
    reportedUrl: '/cancel/api/sst/confirm/?key=[redacted]',
    answer: { confirmed: true },
    run: (api) => api.confirm('sst', 'k3y'),
    expected: { confirmed: true },
  },
  {
    call: "eligibleForOffer('all')",
    reportName: "Eligible for offer wasn't set",
    method: 'GET',
    url: '/cancel/api/semrush/eligible-for-offer/',
    answer: { result: false },
    run: (api) => api.eligibleForOffer('all'),
    expected: false,
  },
  {
    call: "acceptOffer('seo', body)",
    reportName: 'Accept offer was failed',
    method: 'POST',
    url: '/cancel/api/seo/accept-offer/',
    answer: { accepted: 'discount' },
    run: (api) => api.acceptOffer('seo', { offer: 'discount', period: '1 month' }),
    expected: { accepted: 'discount' },
    body: { offer: 'discount', period: '1 month' },
  },
  {
    call: "downgrade('all', 'guru')",
    reportName: 'Downgrade subscription was failed',
    method: 'GET',
    url: '/cancel/api/semrush/downgrade/?to=guru',
    answer: { plan: 'guru' },
    run: (api) => api.downgrade('all', 'guru'),
    expected: { plan: 'guru' },
  },
  {
    call: "forProduct('all').eligibleForOffer()",
    reportName: "Eligible for offer wasn't set",
    method: 'GET',
    url: '/cancel/api/semrush/eligible-for-offer/',
    answer: { result: true },
    run: (api) => api.forProduct('all').eligibleForOffer(),
    expected: true,
  },
  {
    call: "forProduct('seo').acceptOffer(body)",
    reportName: 'Accept offer was failed',
    method: 'POST',
    url: '/cancel/api/seo/accept-offer/',
    answer: {},
    run: (api) => api.forProduct('seo').acceptOffer({ offer: 'loyal_price', period: '12 months' }),
    expected: {},
    body: { offer: 'loyal_price', period: '12 months' },
  },
  {
    call: "forProduct('seo').downgrade('free')",
    reportName: 'Downgrade subscription was failed',
    method: 'GET',
    url: '/cancel/api/seo/downgrade/?to=free',
    answer: {},
    run: (api) => api.forProduct('seo').downgrade('free'),
    expected: {},
  },
  {
    call: 'sendSurveyMonitoring(submission)',
    reportName: "Survey didn't send to survey storage",
    method: 'POST',
    url: '/cancel/api/survey-storage/survey-monitoring/',
    answer: { stored: true },
    run: (api) => api.sendSurveyMonitoring(SUBMISSION),
    expected: { stored: true },
    body: SUBMISSION,
  },
];

function setup() {
  const reportError = vi.fn();
  const api = createCancelApi({ baseUrl: BASE_URL, reportError, csrfToken: CSRF_TOKEN });
  return { api, reportError };
}

/** Answers `respond()` at the case's path and records the requests it received. */
function serve(testCase: CallCase, respond: () => Response) {
  const received: Request[] = [];
  const pathname = testCase.url.split('?')[0] ?? '';
  const method = testCase.method === 'GET' ? http.get : http.post;
  server.use(
    method(`${BASE_URL}${pathname}`, ({ request }) => {
      received.push(request.clone());
      return respond();
    }),
  );
  return received;
}

describe.each(CASES)('$call', (testCase) => {
  it(`sends ${testCase.method} ${testCase.url} as JSON and returns the answer`, async () => {
    const received = serve(testCase, () => HttpResponse.json(testCase.answer));
    const { api, reportError } = setup();

    await expect(testCase.run(api)).resolves.toEqual(testCase.expected);

    expect(received).toHaveLength(1);
    const [request] = received;
    if (!request) throw new Error('no request received');
    const url = new URL(request.url);
    expect(request.method).toBe(testCase.method);
    expect(`${url.pathname}${url.search}`).toBe(testCase.url);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('accept')).toBe('application/json');
    if (testCase.method === 'POST') {
      expect(request.headers.get('x-csrftoken')).toBe(CSRF_TOKEN);
      expect(await request.json()).toEqual(testCase.body);
    } else {
      expect(request.headers.get('x-csrftoken')).toBeNull();
      expect(await request.text()).toBe('');
    }
    expect(reportError).not.toHaveBeenCalled();
  });

  it(`reports a failure once as "${testCase.reportName}" and rethrows it`, async () => {
    serve(testCase, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }));
    const { api, reportError } = setup();

    const error: unknown = await testCase.run(api).catch((caught: unknown) => caught);

    const reportedUrl = `${BASE_URL}${testCase.reportedUrl ?? testCase.url}`;
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      message: `Request was failed: url: ${reportedUrl}, status: 500`,
      status: 500,
      url: reportedUrl,
    });
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(testCase.reportName, error);
  });
});

describe('REPORT_NAMES', () => {
  it('holds the nine product §8 names, one per call', () => {
    expect(Object.values(REPORT_NAMES).sort()).toEqual(
      [...new Set(CASES.map((testCase) => testCase.reportName))].sort(),
    );
  });
});
