import { answerOf, pathOf, questionOf } from '../flow/path';
import type { StepId, StepNumber } from '../flow/steps';
import { FINAL_SUBTITLE_KEY, skippedStepNumbers, stepNumber, stepTitleKeys } from '../flow/steps';
import type { CompetitorAnswer, SurveyEvent, SurveyState } from '../flow/types';
import { emptyFinalValues } from '../flow/validate-step';
import type { Choice, QuestionSet } from '../model/types';
import type { Plan } from '../offers/plans';
import type { OfferWithTerms } from '../offers/types';
import { displayedChoices } from './displayed-choices';
import { FREE_TEXT_MAX_LENGTH, NAME_MAX_LENGTH, SERVICES_MAX_LENGTH } from '../validation/limits';
import type { ValidationIssue } from '../validation/types';
import type { FinalStepValues } from '../validation/validators';

/** Sends an event to the survey (e.g. `store.send`); returns the issues that stopped it. */
export type SendEvent = (event: SurveyEvent) => readonly ValidationIssue[];

/** What every step shows: its place in the progress indicator and Back. */
interface StepPlace<Step extends StepId> {
  readonly step: Step;
  /** 1 to 4 for the progress indicator; step 3.5 and the offer show 3. */
  readonly stepNumber: StepNumber;
  /**
   * The progress numbers before this step that the answers passed over (no follow-up question, no
   * competitor questions), in order: shown as skipped, not as done. Empty on step 1.
   */
  readonly skippedSteps: readonly StepNumber[];
  /** Back to the previous step; `null` on step 1. */
  readonly back: (() => readonly ValidationIssue[]) | null;
}

/** What every survey step shows besides: its title and subtitle. */
interface StepViewBase<Step extends keyof typeof stepTitleKeys> extends StepPlace<Step> {
  readonly titleKey: (typeof stepTitleKeys)[Step];
  /** i18n key of the subtitle: the step's question (final step: its own subtitle). */
  readonly subtitleKey: string;
}

/** Steps 1 and 2: a single-choice question, free text under the answers that need it. */
export interface ChoiceStepView extends StepViewBase<'reason' | 'follow_up'> {
  /** The question's id, e.g. as the radio group's name. */
  readonly questionId: string;
  /** The choices in display order (shuffled by the state's seed, pins kept). */
  readonly choices: readonly Choice[];
  readonly selectedChoiceId: string | null;
  /** The selected choice when it needs free text: its text field holds `freeText`. */
  readonly textChoiceId: string | null;
  /** The free text typed under the selected choice. */
  readonly freeText: string;
  /** `FREE_TEXT_MAX_LENGTH`, for the text field's counter. */
  readonly freeTextMaxLength: number;
  select(choiceId: string): readonly ValidationIssue[];
  setText(text: string): readonly ValidationIssue[];
  next(): readonly ValidationIssue[];
}

/** Step 3: 'Yes' / 'Not sure yet'; answering advances. */
export interface CompetitorStepView extends StepViewBase<'competitor'> {
  /** The earlier answer when the user came back. */
  readonly answer: CompetitorAnswer | null;
  choose(answer: CompetitorAnswer): readonly ValidationIssue[];
}

/** Step 3.5: which services. */
export interface ServicesStepView extends StepViewBase<'services'> {
  readonly value: string;
  /** `SERVICES_MAX_LENGTH`, for the counter. */
  readonly maxLength: number;
  setText(text: string): readonly ValidationIssue[];
  next(): readonly ValidationIssue[];
}

/** Step 4: its form owns name, comment and agreement and hands them over once, on submit. */
export interface FinalStepView extends StepViewBase<'final'> {
  /** The values the form starts from (the name is prefilled with the user's). */
  readonly values: FinalStepValues;
  /** i18n key of the optional comment's label, or `null` when the set has none (trial users). */
  readonly commentKey: string | null;
  /** `NAME_MAX_LENGTH`, for the name's counter. */
  readonly nameMaxLength: number;
  /** Records the values and finishes the survey; returns the issues when they are not valid. */
  finish(values: FinalStepValues): readonly ValidationIssue[];
}

/** The retention offer before step 4 (docs/offers.md): its title and texts follow its kind. */
export interface OfferStepView extends StepPlace<'offer'> {
  readonly offer: OfferWithTerms;
  /** The lower plan chosen on a downgrade offer. */
  readonly plan: Plan | null;
  choosePlan(plan: Plan): readonly ValidationIssue[];
  /**
   * Checks the offer can be accepted (a downgrade needs a plan); when it returns no issue, the
   * app sends the acceptance (accept-offer or downgrade).
   */
  accept(): readonly ValidationIssue[];
  /** "No thanks, continue canceling": on to step 4, every answer kept. */
  decline(): readonly ValidationIssue[];
}

/** One view per step, with the actions that step allows. Narrow it with `switch (view.step)`. */
export type SurveyView =
  ChoiceStepView | CompetitorStepView | ServicesStepView | OfferStepView | FinalStepView;

/**
 * Turns a state into the current step's view and its actions, like Zag's `connect`. Pure: the
 * actions only call `send`.
 */
export function connect(definition: QuestionSet, state: SurveyState, send: SendEvent): SurveyView {
  const { step, answers, seed } = state;
  const base = {
    stepNumber: stepNumber(step),
    skippedSteps: skippedStepNumbers(pathOf(definition, answers, !!state.offer), step),
    back: step === 'reason' ? null : () => send({ type: 'back' }),
  };
  // What the view of every step but the offer starts with: its place, title and subtitle.
  const titledStep = <Step extends keyof typeof stepTitleKeys>(
    current: Step,
    subtitleKey: string,
  ): StepViewBase<Step> => ({
    ...base,
    step: current,
    titleKey: stepTitleKeys[current],
    subtitleKey,
  });
  const next = () => send({ type: 'next' });
  const { competitor, comments } = definition;
  switch (step) {
    case 'reason':
    case 'follow_up': {
      // A state reaches step 2 only with a follow-up question (transition and restore ensure it).
      const question = questionOf(definition, step, answers)!;
      const answer = answerOf(definition, step, answers);
      const selected = question.choices.find(({ id }) => id === answer?.choiceId);
      return {
        ...titledStep(step, question.i18nKey),
        questionId: question.id,
        choices: displayedChoices(question, seed),
        selectedChoiceId: selected?.id ?? null,
        textChoiceId: selected?.requiresText ? selected.id : null,
        freeText: answer?.text ?? '',
        freeTextMaxLength: FREE_TEXT_MAX_LENGTH,
        select: (value) => send({ type: 'change', field: 'choice', value }),
        setText: (value) => send({ type: 'change', field: 'text', value }),
        next,
      };
    }
    case 'competitor':
      return {
        ...titledStep(step, competitor.i18nKey),
        answer: answers.competitor ?? null,
        choose: (answer) => send({ type: 'competitor', answer }),
      };
    case 'services':
      return {
        ...titledStep(step, competitor.services.i18nKey),
        value: answers.services ?? '',
        maxLength: SERVICES_MAX_LENGTH,
        setText: (value) => send({ type: 'change', field: 'services', value }),
        next,
      };
    case 'offer':
      return {
        ...base,
        step,
        // A state is on the offer only with an offer (transition and restore ensure it).
        offer: state.offer!,
        plan: state.offerPlan ?? null,
        choosePlan: (value) => send({ type: 'change', field: 'plan', value }),
        accept: () => send({ type: 'acceptOffer' }),
        decline: next,
      };
    case 'final':
      return {
        ...titledStep(step, FINAL_SUBTITLE_KEY),
        values: answers.final ?? emptyFinalValues,
        commentKey: comments?.i18nKey ?? null,
        nameMaxLength: NAME_MAX_LENGTH,
        finish: (values) => send({ type: 'finish', values }),
      };
  }
}
