import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import type {
  Choice,
  IssueCode,
  QuestionSet,
  StepId,
  StepNumber,
  SurveyEvent,
  SurveyQuestionEntry,
  SurveyState,
  SurveySubmission,
  SurveyView,
  TransitionResult,
  Translate,
  ValidationIssue,
} from './index';
import type { questionSetSchema } from './index';
import {
  buildSubmission,
  connect,
  createSurveyStore,
  orderChoices,
  paidQuestionSet,
  parseQuestionSet,
  restore,
  stepTitleKeys,
  transition,
  validateFinalStep,
} from './index';

describe('public types', () => {
  it('SurveySubmission has exactly the shape of product §3', () => {
    expectTypeOf<SurveyQuestionEntry>().toEqualTypeOf<{
      question: string;
      question_translated: string;
      answers: string[];
      answers_translated: string[];
      comment: string;
    }>();
    expectTypeOf<SurveySubmission>().toEqualTypeOf<{
      timestamp: string;
      name: string;
      email: string;
      accepted_terms: boolean;
      survey: {
        first_question?: SurveyQuestionEntry;
        second_question?: SurveyQuestionEntry;
        third_question?: SurveyQuestionEntry;
        fourth_question?: SurveyQuestionEntry;
      };
    }>();
    expectTypeOf(buildSubmission).returns.toEqualTypeOf<SurveySubmission>();
  });

  it('events are checked field by field', () => {
    expectTypeOf<{ type: 'change'; field: 'agreed'; value: true }>().toExtend<SurveyEvent>();
    expectTypeOf<{ type: 'change'; field: 'name'; value: 'Ada' }>().toExtend<SurveyEvent>();
    expectTypeOf<{ type: 'competitor'; answer: 'not_sure' }>().toExtend<SurveyEvent>();
    expectTypeOf<{ type: 'change'; field: 'agreed'; value: 'yes' }>().not.toExtend<SurveyEvent>();
    expectTypeOf<{ type: 'change'; field: 'name'; value: false }>().not.toExtend<SurveyEvent>();
    expectTypeOf<{ type: 'competitor'; answer: 'maybe' }>().not.toExtend<SurveyEvent>();
    expectTypeOf<{ type: 'submit' }>().not.toExtend<SurveyEvent>();
  });

  it('transition is a pure function of definition, state and event', () => {
    expectTypeOf(transition).parameters.toEqualTypeOf<[QuestionSet, SurveyState, SurveyEvent]>();
    expectTypeOf(transition).returns.toEqualTypeOf<TransitionResult>();
    expectTypeOf<TransitionResult['issues']>().toEqualTypeOf<readonly ValidationIssue[]>();
    expectTypeOf<SurveyState['step']>().toEqualTypeOf<StepId>();
  });

  it('validation issues are codes, never text', () => {
    expectTypeOf<IssueCode>().toEqualTypeOf<'required' | 'blank' | 'too_long' | 'invalid'>();
    expectTypeOf<ValidationIssue['params']>().toEqualTypeOf<
      { readonly count: number } | undefined
    >();
    expectTypeOf(validateFinalStep).returns.toEqualTypeOf<ValidationIssue[]>();
    // @ts-expect-error the agreement is required
    validateFinalStep({ name: 'Ada' });
  });

  it('question sets are typed data; the zod schema agrees with the interface', () => {
    expectTypeOf(parseQuestionSet).returns.toEqualTypeOf<QuestionSet>();
    expectTypeOf(paidQuestionSet).toEqualTypeOf<QuestionSet>();
    expectTypeOf<z.output<typeof questionSetSchema>>().toExtend<QuestionSet>();
    // @ts-expect-error choices are read-only data
    paidQuestionSet.questions.reason?.choices.push(paidQuestionSet.questions.reason.choices[0]);
  });

  it('orderChoices keeps the element type', () => {
    expectTypeOf(orderChoices([] as Choice[], { seed: 1, salt: 'x' })).toEqualTypeOf<Choice[]>();
    const items: readonly { label: string; pinned?: boolean }[] = [{ label: 'a' }];
    expectTypeOf(orderChoices(items, { seed: 1, salt: 'x' })).toEqualTypeOf<
      { label: string; pinned?: boolean }[]
    >();
  });

  it('the view and the store expose typed, read-only data', () => {
    expectTypeOf(connect).returns.toEqualTypeOf<SurveyView>();
    expectTypeOf<SurveyView['stepNumber']>().toEqualTypeOf<StepNumber>();
    expectTypeOf<StepNumber>().toEqualTypeOf<1 | 2 | 3 | 4>();
    expectTypeOf(stepTitleKeys.follow_up).toEqualTypeOf<'steps.followUp.title'>();
    const store = createSurveyStore(paidQuestionSet);
    expectTypeOf(store.send).returns.toEqualTypeOf<readonly ValidationIssue[]>();
    expectTypeOf(store.getSnapshot().state).toEqualTypeOf<SurveyState>();
    expectTypeOf(restore).returns.toEqualTypeOf<SurveyState | null>();
    expectTypeOf<Translate>().toEqualTypeOf<
      (key: string, params: Readonly<Record<string, string>>) => string
    >();
  });
});
