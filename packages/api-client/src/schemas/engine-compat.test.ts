import type {
  OfferCustomer,
  SubscriptionFields,
  SurveyQuestionEntry as EngineQuestionEntry,
  SurveySubmission as EngineSubmission,
} from '@cancel-flow/survey-engine';
import { describe, expectTypeOf, it } from 'vitest';

import type { Check } from './contract';
import type { surveyQuestionEntryCheck, surveySubmissionCheck } from './submission';
import type { User } from './user';

// Type-level contract with @cancel-flow/survey-engine, checked by `tsc` (pnpm check-types).
type Checked<C> = C extends Check<infer T> ? T : never;

describe('compatibility with @cancel-flow/survey-engine', () => {
  it('checks exactly the engine’s survey submission shape', () => {
    expectTypeOf<Checked<typeof surveySubmissionCheck>>().toEqualTypeOf<EngineSubmission>();
    expectTypeOf<Checked<typeof surveyQuestionEntryCheck>>().toEqualTypeOf<EngineQuestionEntry>();
  });

  it('lets the engine derive flags from the API user', () => {
    expectTypeOf<User>().toExtend<SubscriptionFields>();
  });

  it('lets the engine choose an offer for the API user', () => {
    expectTypeOf<User>().toExtend<OfferCustomer>();
  });
});
