import type { QuestionSet } from '../model/types';
import { FREE_TEXT_MAX_LENGTH, SERVICES_MAX_LENGTH } from '../validation/limits';
import type { ValidationIssue } from '../validation/types';
import { validateFinalStep, validateText } from '../validation/validators';
import { chosenChoice } from './path';
import type { SurveyState } from './types';

export const emptyFinalValues = { name: '', agreed: false, comment: '' } as const;

/**
 * The issues that keep the current step from being finished; empty when it may advance.
 * `transition` runs this on `next`; an app may call it to re-check while the user types.
 */
export function validateStep(definition: QuestionSet, state: SurveyState): ValidationIssue[] {
  const { step, answers } = state;
  switch (step) {
    case 'reason':
    case 'follow_up': {
      const choice = chosenChoice(definition, step, answers);
      if (!choice) return [{ field: 'choice', code: 'required' }];
      return choice.requiresText
        ? validateText('text', answers[step]?.text ?? '', FREE_TEXT_MAX_LENGTH)
        : [];
    }
    case 'competitor':
      return answers.competitor === undefined ? [{ field: 'competitor', code: 'required' }] : [];
    case 'services':
      return validateText('services', answers.services ?? '', SERVICES_MAX_LENGTH);
    case 'offer':
      // Declining is always allowed; accepting is checked by `validateOfferAcceptance`.
      return [];
    case 'final':
      return validateFinalStep(answers.final ?? emptyFinalValues);
  }
}

/** The issues that keep the offer from being accepted: a downgrade needs one of its plans. */
export function validateOfferAcceptance({ offer, offerPlan }: SurveyState): ValidationIssue[] {
  if (!offer) return [{ field: 'plan', code: 'invalid' }];
  return offer.kind === 'downgrade' && !(offerPlan && offer.plans.includes(offerPlan))
    ? [{ field: 'plan', code: 'required' }]
    : [];
}
