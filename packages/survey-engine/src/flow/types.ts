import type { ValidationIssue } from '../validation/types';
import type { FinalStepValues } from '../validation/validators';
import type { Plan } from '../offers/plans';
import type { OfferWithTerms } from '../offers/types';
import type { StepId } from './steps';

/** The answer of a choice step (1 or 2): the chosen choice and the free text typed under it. */
export interface ChoiceAnswer {
  /** The question answered; an answer to another question than the one asked is ignored. */
  readonly questionId: string;
  readonly choiceId: string;
  readonly text: string;
}

export type CompetitorAnswer = 'yes' | 'not_sure';

/** Everything the user entered, by step. A step that has not been answered is absent. */
export interface SurveyAnswers {
  readonly reason?: ChoiceAnswer;
  readonly follow_up?: ChoiceAnswer;
  readonly competitor?: CompetitorAnswer;
  readonly services?: string;
  readonly final?: FinalStepValues;
}

/** The whole state of one survey: plain, immutable JSON (see `serialize` / `restore`). */
export interface SurveyState {
  /** Id of the question set the answers belong to. */
  readonly questionSetId: string;
  /** Seeds the shuffled order of the answers, so a restored draft shows the same order. */
  readonly seed: number;
  readonly step: StepId;
  readonly answers: SurveyAnswers;
  /**
   * The retention offer shown before step 4, as the app recorded it (`offer` event); absent when
   * there is none. Kept in the draft so a reload shows the same offer. Never part of the
   * submission (product §3).
   */
  readonly offer?: OfferWithTerms;
  /** The lower plan chosen on a downgrade offer. */
  readonly offerPlan?: Plan;
}

export type SurveyEvent =
  /** Choose an answer on step 1 or 2 (does not advance). */
  | { readonly type: 'change'; readonly field: 'choice'; readonly value: string }
  /** Type the free text (steps 1, 2), the services (3.5), the name or comment (final). */
  | {
      readonly type: 'change';
      readonly field: 'text' | 'services' | 'name' | 'comment';
      readonly value: string;
    }
  /** Choose a lower plan on a downgrade offer. */
  | { readonly type: 'change'; readonly field: 'plan'; readonly value: string }
  /** Tick or untick the agreement (final). */
  | { readonly type: 'change'; readonly field: 'agreed'; readonly value: boolean }
  /** Step 3's buttons: record the answer and advance. */
  | { readonly type: 'competitor'; readonly answer: CompetitorAnswer }
  /**
   * The offer for the answers so far (`selectOffer`), or `null` for none. Taken only while a
   * question is shown: once the customer has left the questions, the path does not change under
   * them (a late answer is ignored, docs/offers.md).
   */
  | { readonly type: 'offer'; readonly offer: OfferWithTerms | null }
  /**
   * Accept the offer: checks that it can be sent (a downgrade needs a chosen plan). The state
   * stays; the app then makes the call.
   */
  | { readonly type: 'acceptOffer' }
  /** Continue: validate the current step, then advance (on the offer: decline; on the final step: finish). */
  | { readonly type: 'next' }
  /** Back to the previous step of the path; the answers stay. */
  | { readonly type: 'back' }
  /**
   * The final step's values, handed over once by the form that owns them: recorded, validated
   * and, when valid, the survey is finished (like `next`).
   */
  | { readonly type: 'finish'; readonly values: FinalStepValues }
  /**
   * Move to a step already reached, e.g. from the browser's Back and Forward buttons. Accepted
   * only when the step is on the path of the answers and every step before it is finished.
   */
  | { readonly type: 'goTo'; readonly step: StepId };

/** The data gathered so far, passed on each time a step is finished (product §4). */
export interface StepFinished {
  readonly step: StepId;
  /**
   * Everything answered so far, answers off the path already dropped. After going back, it
   * may include answers of later steps that are still on the path (they are shown again).
   */
  readonly answers: SurveyAnswers;
}

export interface TransitionResult {
  /** The next state; the very same object when nothing changed. */
  readonly state: SurveyState;
  /** Empty when the event was accepted. */
  readonly issues: readonly ValidationIssue[];
  /** Present when the event finished a step. */
  readonly finished?: StepFinished;
}
