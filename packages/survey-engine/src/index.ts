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
export {
  STEPS,
  STEP_COUNT,
  stepNumber,
  stepTitleKeys,
  type StepId,
  type StepNumber,
} from './flow/steps';
export { createInitialState, transition, type InitialStateOptions } from './flow/transition';
export { answersOnPath } from './flow/path';
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
export { orderChoices, type OrderOptions } from './shuffle/order-choices';
export { createSeed } from './shuffle/random';

// Validation.
export { FREE_TEXT_MAX_LENGTH, NAME_MAX_LENGTH, SERVICES_MAX_LENGTH } from './validation/limits';
export { textLength } from './validation/text-length';
export { trimText } from './validation/trim-text';
export { validateFinalStep, validateText, type FinalStepValues } from './validation/validators';
export type { IssueCode, SurveyField, ValidationIssue } from './validation/types';

// Users.
export {
  deriveUserFlags,
  selectQuestionSet,
  type SubscriptionFields,
  type UserFlags,
} from './user/user-flags';

// Submission.
export {
  buildSubmission,
  type SubmissionOptions,
  type Translate,
} from './submission/build-submission';
export type { SurveyQuestionEntry, SurveySubmission } from './submission/types';

// Store, drafts and the view helper.
export {
  createSurveyStore,
  type SurveySnapshot,
  type SurveyStore,
  type SurveyStoreOptions,
} from './store/store';
export { restore, serialize } from './store/persistence';
export {
  connect,
  type ChoiceStepView,
  type CompetitorStepView,
  type FinalStepView,
  type OfferStepView,
  type SendEvent,
  type ServicesStepView,
  type SurveyView,
} from './view/connect';
export { displayedChoices, firstStepChoices } from './view/displayed-choices';

// Retention offers: the policy, the plans and the terms from deployment settings.
export { defaultOfferPolicy, hasLoyaltyFlag } from './offers/default-policy';
export { currentPlan, PLAN_ORDER, plansBelow, type Plan } from './offers/plans';
export {
  PRICE_REASONS,
  reasonCategory,
  USAGE_REASONS,
  type ReasonCategory,
} from './offers/reasons';
export {
  applyOfferSettings,
  billingPeriodOf,
  canSeeOffers,
  PRODUCTS_WITH_OFFERS,
  selectOffer,
  type SelectOfferOptions,
} from './offers/select-offer';
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
