// What Storybook (and other hosts of the flow) need to render the app outside main.tsx.
export { CancelApp, type CancelAppProps } from './app/CancelApp';
export type { AppServices } from './app/services';
export type { DevTools } from './app/devTools';
export { readSettings, type AppSettings } from './app/settings';
export { createErrorReporter, type ErrorReporter } from './errors/errorReporter';
export { createSessionSource, type Session, type SessionSource } from './session/loadSession';
export { PRODUCT_PAGES, type ProductPage } from './app/productPages';
export { surveyStorage, type SentSurvey, type SurveyStorage } from './screens/survey/surveyStorage';
