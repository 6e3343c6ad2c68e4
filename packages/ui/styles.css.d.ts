// `import '@cancel-flow/ui/styles.css'` is a side-effect import: the stylesheet exports nothing.
// This declaration lets TypeScript resolve it under `noUncheckedSideEffectImports` (on in every
// project `tsc --init` makes since TypeScript 5.9) without a `declare module '*.css'` of the app's.
export {};
