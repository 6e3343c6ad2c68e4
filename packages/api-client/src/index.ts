export {
  createCancelApi,
  type CallOptions,
  type CancelApi,
  type CancelApiOptions,
} from './client/create-cancel-api';
export {
  CancelApiError,
  MissingCsrfTokenError,
  NetworkError,
  RedirectError,
  RequestAbortedError,
  RequestError,
  RequestTimeoutError,
  ResponseValidationError,
  UnsafeRedirectError,
  UnsupportedArgumentError,
} from './client/errors';
export { REPORT_NAMES, type ReportName } from './client/report-names';
export { isSafeRedirect } from './client/redirect-policy';
export { type FetchLike } from './client/request';
export {
  DOWNGRADE_PLANS,
  isDowngradePlan,
  isOfferProduct,
  isProduct,
  OFFER_PRODUCTS,
  PRODUCTS,
  type DowngradePlan,
  type OfferProduct,
  type Product,
} from './products/products';
export {
  confirmPathSegment,
  confirmUnsubscribePath,
  PRODUCT_SEGMENTS,
  productForConfirmPathSegment,
  productForSegment,
  segmentFor,
  type ApiSegment,
  type ConfirmPathSegment,
  type ProductSegments,
  type SegmentOptions,
} from './products/segments';
export { checkContract, summarizeIssues, type ContractIssue } from './schemas/issues';
export {
  ACCEPTABLE_OFFERS,
  acceptOfferBodySchema,
  anyJsonResponseSchema,
  contextResponseSchema,
  csrfTokenResponseSchema,
  resultResponseSchema,
  type AcceptableOffer,
  type AcceptOfferBody,
  type ContextResponse,
  type CsrfTokenResponse,
  type ResultResponse,
} from './schemas/responses';
export {
  surveyQuestionEntrySchema,
  surveySubmissionSchema,
  type SurveyQuestionEntry,
  type SurveySubmission,
} from './schemas/submission';
export { TOOLKITS, toolkitSchema, userSchema, type Toolkit, type User } from './schemas/user';
