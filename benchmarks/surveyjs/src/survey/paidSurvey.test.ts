import { Model, type Question, type QuestionRadiogroupModel } from 'survey-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { paidSurvey } from './paidSurvey';

function reasonQuestion(model: Model): QuestionRadiogroupModel {
  return model.getQuestionByName('reason') as QuestionRadiogroupModel;
}

const paidReasons = [
  'too_expensive',
  'not_using',
  'missing_features',
  'data_quality',
  'hard_to_use',
  'project_finished',
  'another_account',
  'business_struggling',
  'other',
];

describe('the SurveyJS paid step 1', () => {
  it('shows the step 1 title and question with the nine paid answers', () => {
    const model = new Model(paidSurvey);
    expect(model.currentPage.title).toBe("We're sorry to see you go");
    const reason = reasonQuestion(model);
    expect(reason.title).toBe("Please let us know why you're leaving");
    expect(reason.visibleChoices.map((choice) => choice.value).sort()).toEqual(
      [...paidReasons].sort(),
    );
    expect(reason.visibleChoices.find((choice) => choice.value === 'other')?.text).toBe('Other');
  });

  it('keeps the first answer first and Other last while shuffling the rest', () => {
    const middleOrders = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const model = new Model(paidSurvey);
      model.randomSeed = seed;
      const values = reasonQuestion(model).visibleChoices.map((choice) => String(choice.value));
      expect(values[0]).toBe('too_expensive');
      expect(values.at(-1)).toBe('other');
      middleOrders.add(values.slice(1, -1).join(','));
    }
    expect(middleOrders.size).toBeGreaterThan(10);
    // 30 SurveyJS models: about a second alone, several on a loaded 2-core CI machine.
  }, 30_000);

  it('shows a 4-step progress bar and a Continue button on step 1', () => {
    const model = new Model(paidSurvey);
    expect(model.showProgressBar).toBe(true);
    expect(model.progressBarType).toBe('pages');
    expect(model.visiblePages).toHaveLength(4);
    expect(model.pageNextText).toBe('Continue');
    expect(model.isLastPage).toBe(false);
  });

  it('asks for an answer before continuing', () => {
    const model = new Model(paidSurvey);
    expect(model.nextPage()).toBe(false);
    expect(reasonQuestion(model).errors.map((error) => error.text)).toEqual([
      'Please choose an option.',
    ]);
  });

  it('requires the free text of a `text` answer', () => {
    const model = new Model(paidSurvey);
    model.setValue('reason', 'missing_features');
    expect(model.nextPage()).toBe(false);
    model.setValue('reason', 'not_using');
    expect(model.nextPage()).toBe(true);
  });
});

describe('the SurveyJS paid steps 2 to 4', () => {
  // SurveyJS only logs an expression it cannot parse, and then treats it as true.
  const warn = vi.spyOn(console, 'warn');
  const error = vi.spyOn(console, 'error');
  afterEach(() => {
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    vi.clearAllMocks();
  });

  it('opens the follow-up of the chosen answer', () => {
    const model = new Model(paidSurvey);
    model.setValue('reason', 'too_expensive');
    model.nextPage();
    expect(model.currentPage.title).toBe('Tell us a bit more');
    const questions: Question[] = model.currentPage.questions;
    expect(questions.filter((q) => q.isVisible).map((q) => q.name)).toEqual(['price']);
  });

  it('skips the follow-up and the competitor question where docs/product.md §11 says so', () => {
    const model = new Model(paidSurvey);
    model.setValue('reason', 'project_finished');
    expect(model.visiblePages.map((page) => page.name)).toEqual(['reason_step', 'final_step']);

    model.setValue('reason', 'too_expensive');
    model.setValue('price', 'budget_cut');
    expect(model.visiblePages.map((page) => page.name)).toEqual([
      'reason_step',
      'follow_up_step',
      'final_step',
    ]);
  });

  it('asks which services only after Yes', () => {
    const model = new Model(paidSurvey);
    model.setValue('reason', 'not_using');
    const services = model.getQuestionByName('services');
    model.setValue('competitor', 'not_sure');
    expect(services.isVisible).toBe(false);
    model.setValue('competitor', 'yes');
    expect(services.isVisible).toBe(true);
  });
});
