import { delay, http, type HttpHandler } from 'msw';
import { isDowngradePlan, isOfferProduct, type Product } from '../products/products';
import { productForSegment } from '../products/segments';
import type { Check } from '../schemas/contract';
import {
  acceptOfferBodyCheck,
  anyJsonResponseCheck,
  contextResponseCheck,
  csrfTokenResponseCheck,
  resultResponseCheck,
} from '../schemas/responses';
import { surveySubmissionCheck } from '../schemas/submission';
import { getMockUser } from './fixtures';
import { contractResponse, errorResponse, readContractBody } from './http-utils';
import { DEFAULT_MOCK_SCENARIO, SLOW_SCENARIO_DELAY_MS, type MockScenario } from './scenarios';
import { createMockState, type MockState } from './state';
import type { MockStorage } from './storage';

export interface MockHandlersOptions {
  /** Who is signed in and how the server behaves; default `paid`. */
  readonly scenario?: MockScenario;
  /**
   * Where the state lives (`createMockState`'s `storage`, which also counts the scenario failures);
   * default in memory. For separate storages, pass a `state`.
   */
  readonly storage?: MockStorage;
  /** A state shared with other code (e.g. a test reading the confirmation key); wins over storage. */
  readonly state?: MockState;
  /** Wait before every answer; default 1500 ms in the `slow` scenario, else none. */
  readonly delayMs?: number;
}

// `*` matches any origin, so relative '/cancel/api/...' calls are caught wherever the app runs.
const API = '*/cancel/api';

/** MSW v2 handlers implementing the mock API of docs/product.md §10. */
export function createMockHandlers(options: MockHandlersOptions = {}): HttpHandler[] {
  const scenario = options.scenario ?? DEFAULT_MOCK_SCENARIO;
  const state = options.state ?? createMockState(options.storage);
  const delayMs = options.delayMs ?? (scenario === 'slow' ? SLOW_SCENARIO_DELAY_MS : 0);
  const user = getMockUser(scenario);

  const wait = () => (delayMs > 0 ? delay(delayMs) : Promise.resolve());

  const csrfRejection = (request: Request): Response | undefined => {
    const sent = request.headers.get('x-csrftoken');
    if (sent === state.csrfToken()) return undefined;
    return errorResponse(
      403,
      sent === null ? 'CSRF token missing (X-CSRFToken header)' : 'CSRF token incorrect',
    );
  };

  /** A POST's CSRF check, then its JSON body checked against the contract (`check`). */
  const readPostBody = async <T>(
    request: Request,
    check: Check<T>,
  ): Promise<{ ok: true; data: T } | { ok: false; response: Response }> => {
    const rejection = csrfRejection(request);
    if (rejection) return { ok: false, response: rejection };
    return readContractBody(request, check);
  };

  const productOf = (segment: unknown): Product | Response => {
    const product = typeof segment === 'string' ? productForSegment(segment) : undefined;
    return product ?? errorResponse(404, `Unknown product segment "${String(segment)}"`);
  };

  const offerProductOf = (segment: unknown): Product | Response => {
    const product = productOf(segment);
    if (product instanceof Response || isOfferProduct(product)) return product;
    return errorResponse(404, `Product "${product}" has no offers`);
  };

  return [
    http.get(`${API}/get-context/`, async () => {
      await wait();
      if (scenario === 'context-error') return errorResponse(500, 'Mock scenario context-error');
      return contractResponse(contextResponseCheck, { user });
    }),

    http.get(`${API}/get-csrf-token/`, async () => {
      await wait();
      if (scenario === 'csrf-error') return errorResponse(500, 'Mock scenario csrf-error');
      return contractResponse(csrfTokenResponseCheck, { csrf_token: state.csrfToken() });
    }),

    http.post(`${API}/survey-storage/survey-monitoring/`, async ({ request }) => {
      await wait();
      const body = await readPostBody(request, surveySubmissionCheck);
      if (!body.ok) return body.response;
      return contractResponse(anyJsonResponseCheck, { result: true });
    }),

    http.post(`${API}/:segment/send-confirmation-email/`, async ({ request, params }) => {
      await wait();
      const product = productOf(params.segment);
      if (product instanceof Response) return product;
      const body = await readPostBody(request, surveySubmissionCheck);
      if (!body.ok) return body.response;
      if (scenario === 'send-error' && state.takeFirstSendFailure()) {
        return errorResponse(500, 'Mock scenario send-error: the first e-mail fails');
      }
      state.issueConfirmationKey(product);
      return contractResponse(anyJsonResponseCheck, { result: true });
    }),

    http.get(`${API}/:segment/is-confirmed/`, async ({ params }) => {
      await wait();
      const product = productOf(params.segment);
      if (product instanceof Response) return product;
      return contractResponse(resultResponseCheck, { result: state.isConfirmed(product) });
    }),

    http.get(`${API}/:segment/confirm/`, async ({ request, params }) => {
      await wait();
      const product = productOf(params.segment);
      if (product instanceof Response) return product;
      const key = new URL(request.url).searchParams.get('key');
      if (key === null || !state.confirm(product, key)) {
        return errorResponse(404, 'Confirmation key not found');
      }
      return contractResponse(anyJsonResponseCheck, { result: true });
    }),

    http.get(`${API}/:segment/eligible-for-offer/`, async ({ params }) => {
      await wait();
      const product = offerProductOf(params.segment);
      if (product instanceof Response) return product;
      if (scenario === 'offer-error') return errorResponse(500, 'Mock scenario offer-error');
      return contractResponse(resultResponseCheck, { result: user.eligible_for_offer });
    }),

    http.post(`${API}/:segment/accept-offer/`, async ({ request, params }) => {
      await wait();
      const product = offerProductOf(params.segment);
      if (product instanceof Response) return product;
      const body = await readPostBody(request, acceptOfferBodyCheck);
      if (!body.ok) return body.response;
      if (scenario === 'accept-offer-error' && state.takeFirstFailure('accept-offer')) {
        return errorResponse(500, 'Mock scenario accept-offer-error: the first acceptance fails');
      }
      return contractResponse(anyJsonResponseCheck, {});
    }),

    http.get(`${API}/:segment/downgrade/`, async ({ request, params }) => {
      await wait();
      const product = offerProductOf(params.segment);
      if (product instanceof Response) return product;
      const plan = new URL(request.url).searchParams.get('to');
      if (!isDowngradePlan(plan)) {
        return errorResponse(400, `Unknown downgrade plan "${String(plan)}"`);
      }
      if (scenario === 'downgrade-error' && state.takeFirstFailure('downgrade')) {
        return errorResponse(500, 'Mock scenario downgrade-error: the first downgrade fails');
      }
      return contractResponse(anyJsonResponseCheck, {});
    }),

    // Without this, an unknown API path would reach the dev server and come back as index.html.
    http.all(`${API}/*`, async ({ request }) => {
      await wait();
      return errorResponse(404, `No mock API endpoint for ${request.method} ${request.url}`);
    }),
  ];
}
