// The main entry: what the app, Storybook and other teams use. The contract checks and segment
// helpers are internal; the mock API is `@cancel-flow/api-client/mock`.
export {
  createCancelApi,
  type CallOptions,
  type CancelApi,
  type CancelApiOptions,
  type ProductApi,
  type ProductApiOptions,
} from './client/create-cancel-api';
export { API_PATHS } from './client/api-paths';
export {
  prefetchContext,
  type PrefetchContextOptions,
  type PrefetchedContext,
} from './client/prefetch-context';
export {
  CancelApiError,
  NetworkError,
  RedirectError,
  RequestAbortedError,
  RequestError,
  RequestTimeoutError,
  ResponseValidationError,
  SignedInUserChangedError,
} from './client/errors';
export { REPORT_NAMES, type ReportName } from './client/report-names';
export {
  DOWNGRADE_PLANS,
  OFFER_PRODUCTS,
  PRODUCTS,
  type DowngradePlan,
  type OfferProduct,
  type Product,
} from './products/products';
export { confirmUnsubscribePath, productForConfirmPathSegment } from './products/segments';
export {
  ACCEPTABLE_OFFERS,
  type AcceptableOffer,
  type AcceptOfferBody,
  type ContextResponse,
} from './schemas/responses';
export type { Toolkit, User } from './schemas/user';
// The body of the survey's two POSTs, declared by the survey engine, which builds it
// (`buildSubmission`): here too, so a team that sends a submission needs no engine to type it.
export type { SurveySubmission } from '@cancel-flow/survey-engine';
