// What Storybook (and other hosts of the flow) need to render the app outside main.ts and app/startApp.tsx.
export { CancelApp, type CancelAppProps } from './app/CancelApp';
export type { AppServices } from './shell/services';
export type { DevTools } from './shell/devTools';
export { readSettings, type AppSettings } from './shell/settings';
export { createErrorReporter, type ErrorReporter } from './errors/errorReporter';
export { createSessionSource, type Session, type SessionSource } from './shell/loadSession';
export { createCsrfToken, type CsrfToken } from './shell/csrfToken';
export { PRODUCT_PAGES, type ProductPage } from './shell/productPages';
export { surveyStorage, type SentSurvey, type SurveyStorage } from './survey/surveyStorage';
export { buildSurveySubmission, type SubmissionInput } from './survey/submitSurvey';
export { loadSubmissionTexts, type SubmissionTexts } from './survey/submissionTexts';
