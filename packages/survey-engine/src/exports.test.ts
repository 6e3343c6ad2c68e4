import { describe, expect, it } from 'vitest';
import * as engine from './index';

describe('public API', () => {
  it('exports exactly these values (types are checked in types.test-d.ts)', () => {
    expect(Object.keys(engine).sort()).toEqual([
      'FREE_TEXT_MAX_LENGTH',
      'NAME_MAX_LENGTH',
      'PLAN_ORDER',
      'PRICE_REASONS',
      'PRODUCTS_WITH_OFFERS',
      'QuestionSetError',
      'SERVICES_MAX_LENGTH',
      'STEPS',
      'STEP_COUNT',
      'USAGE_REASONS',
      'answersOnPath',
      'applyOfferSettings',
      'billingPeriodOf',
      'buildSubmission',
      'canSeeOffers',
      'connect',
      'createInitialState',
      'createSeed',
      'createSurveyStore',
      'currentPlan',
      'defaultOfferPolicy',
      'deriveUserFlags',
      'displayedChoices',
      'firstStepChoices',
      'hasLoyaltyFlag',
      'orderChoices',
      'paidQuestionSet',
      'parseQuestionSet',
      'plansBelow',
      'questionSetSchema',
      'reasonCategory',
      'restore',
      'selectOffer',
      'selectQuestionSet',
      'serialize',
      'stepNumber',
      'stepTitleKeys',
      'textLength',
      'transition',
      'trialQuestionSet',
      'trimText',
      'validateFinalStep',
      'validateOfferAcceptance',
      'validateStep',
      'validateText',
    ]);
  });

  it('exports the steps and limits the app renders', () => {
    expect(engine.STEPS).toEqual([
      'reason',
      'follow_up',
      'competitor',
      'services',
      'offer',
      'final',
    ]);
    expect(engine.STEPS.map(engine.stepNumber)).toEqual([1, 2, 3, 3, 3, 4]);
    expect(engine.STEP_COUNT).toBe(4);
    expect(engine.stepTitleKeys).toEqual({
      reason: 'steps.reason.title',
      follow_up: 'steps.followUp.title',
      competitor: 'steps.competitor.title',
      services: 'steps.services.title',
      final: 'steps.final.title',
    });
  });
});
