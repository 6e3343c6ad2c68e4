// The Sentry SDK's members the reporter uses (SentryLike). A dynamic import of '@sentry/browser'
// itself keeps every export of the package in the chunk (session replay, feedback, profiling...),
// since the bundler cannot tell which ones the module namespace is read for.
export { browserTracingIntegration, captureException, init } from '@sentry/browser';
