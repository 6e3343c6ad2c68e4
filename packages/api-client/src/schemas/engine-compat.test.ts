import type {
  OfferCustomer,
  SubscriptionFields,
  SurveyQuestionEntry as EngineQuestionEntry,
  SurveySubmission as EngineSubmission,
} from '@cancel-flow/survey-engine';
import { describe, expectTypeOf, it } from 'vitest';

import type * as z from 'zod/mini';
import type { surveyQuestionEntrySchema, surveySubmissionSchema } from './submission';
import type { User } from './user';

// Type-level contract with @cancel-flow/survey-engine, checked by `tsc` (pnpm check-types).
type SurveySubmission = z.infer<typeof surveySubmissionSchema>;
type SurveyQuestionEntry = z.infer<typeof surveyQuestionEntrySchema>;

describe('compatibility with @cancel-flow/survey-engine', () => {
  it('shares the survey submission shape in both directions', () => {
    expectTypeOf<EngineSubmission>().toExtend<SurveySubmission>();
    expectTypeOf<SurveySubmission>().toExtend<EngineSubmission>();
    expectTypeOf<EngineQuestionEntry>().toExtend<SurveyQuestionEntry>();
    expectTypeOf<SurveyQuestionEntry>().toExtend<EngineQuestionEntry>();
  });

  it('lets the engine derive flags from the API user', () => {
    expectTypeOf<User>().toExtend<SubscriptionFields>();
  });

  it('lets the engine choose an offer for the API user', () => {
    expectTypeOf<User>().toExtend<OfferCustomer>();
  });
});
