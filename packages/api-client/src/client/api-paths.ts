import type { ApiSegment } from '../products/segments';

/** The paths of product §7's calls, below the API origin: the one place they are written. */
export const API_PATHS = {
  getContext: '/cancel/api/get-context/',
  getCsrfToken: '/cancel/api/get-csrf-token/',
  surveyMonitoring: '/cancel/api/survey-storage/survey-monitoring/',
  /** `/cancel/api/{segment}/{rest}`, e.g. `product('seo', 'is-confirmed/')`. */
  product: (segment: ApiSegment | string, rest: string) => `/cancel/api/${segment}/${rest}`,
} as const;
