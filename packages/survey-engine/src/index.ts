// Public API of @cancel-flow/survey-engine. Everything exported here is documented in README.md.

// Question sets: the data model, its schema and the built-in sets.
export type {
  Choice,
  ChoiceQuestion,
  CompetitorQuestion,
  LocalizedText,
  QuestionSet,
} from './model/types';
export { QuestionSetError, parseQuestionSet, questionSetSchema } from './model/schema';
export { paidQuestionSet } from './question-sets/paid';
export { trialQuestionSet } from './question-sets/trial';

// Steps and routing.
export { STEPS, STEP_COUNT, stepNumber, stepTitleKeys } from './flow/steps';
export type { StepId, StepNumber } from './flow/steps';
export { createInitialState, transition } from './flow/transition';
export type { InitialStateOptions } from './flow/transition';
export { validateOfferAcceptance, validateStep } from './flow/validate-step';
export type {
  ChoiceAnswer,
  CompetitorAnswer,
  StepFinished,
  SurveyAnswers,
  SurveyEvent,
  SurveyState,
  TransitionResult,
} from './flow/types';

// Shuffling.
export { orderChoices } from './shuffle/order-choices';
export type { OrderOptions } from './shuffle/order-choices';
export { createSeed } from './shuffle/random';

// Validation.
export { FREE_TEXT_MAX_LENGTH, NAME_MAX_LENGTH, SERVICES_MAX_LENGTH } from './validation/limits';
export { textLength } from './validation/text-length';
export { trimText } from './validation/trim-text';
export { validateFinalStep, validateText } from './validation/validators';
export type { FinalStepValues } from './validation/validators';
export type { IssueCode, SurveyField, ValidationIssue } from './validation/types';

// Users.
export { deriveUserFlags, selectQuestionSet } from './user/user-flags';
export type { SubscriptionFields, UserFlags } from './user/user-flags';

// Submission.
export { buildSubmission } from './submission/build-submission';
export type { SubmissionOptions, Translate } from './submission/build-submission';
export type { SurveyQuestionEntry, SurveySubmission } from './submission/types';

// Store, drafts and the view helper.
export { createSurveyStore } from './store/store';
export type { SurveySnapshot, SurveyStore, SurveyStoreOptions } from './store/store';
export { restore, serialize } from './store/persistence';
export { connect } from './view/connect';
export type {
  ChoiceStepView,
  CompetitorStepView,
  FinalStepView,
  OfferStepView,
  SendEvent,
  ServicesStepView,
  SurveyView,
} from './view/connect';

// Retention offers: the policy, the plans and the terms from deployment settings.
export { defaultOfferPolicy, hasLoyaltyFlag } from './offers/default-policy';
export { currentPlan, PLAN_ORDER, plansBelow } from './offers/plans';
export type { Plan } from './offers/plans';
export { PRICE_REASONS, reasonCategory, USAGE_REASONS } from './offers/reasons';
export type { ReasonCategory } from './offers/reasons';
export {
  applyOfferSettings,
  billingPeriodOf,
  canSeeOffers,
  PRODUCTS_WITH_OFFERS,
  selectOffer,
} from './offers/select-offer';
export type { SelectOfferOptions } from './offers/select-offer';
export type {
  BillingPeriod,
  Offer,
  OfferCustomer,
  OfferKind,
  OfferPolicy,
  OfferSettings,
  OfferWithTerms,
  Price,
  PriceOfferKind,
} from './offers/types';
