import { answerOf, questionOf } from '../flow/path';
import type { StepId, StepNumber } from '../flow/steps';
import { FINAL_SUBTITLE_KEY, stepNumber, stepTitleKeys } from '../flow/steps';
import type { CompetitorAnswer, SurveyState } from '../flow/types';
import { emptyFinalValues } from '../flow/validate-step';
import type { Choice, CompetitorQuestion, LocalizedText, QuestionSet } from '../model/types';
import { orderChoices } from '../shuffle/order-choices';
import { FREE_TEXT_MAX_LENGTH, NAME_MAX_LENGTH, SERVICES_MAX_LENGTH } from '../validation/limits';
import type { FinalStepValues } from '../validation/validators';

/** Step 1 or 2: a single-choice question. */
export interface ChoiceQuestionView extends LocalizedText {
  readonly id: string;
  /** The choices in display order (shuffled by the state's seed, pins kept). */
  readonly choices: readonly Choice[];
  readonly selectedChoiceId: string | null;
  /** The selected choice when it needs free text: show the text field under it. */
  readonly textChoiceId: string | null;
  /** The free text typed under the selected choice. */
  readonly freeText: string;
  /** `FREE_TEXT_MAX_LENGTH`, for the text field's counter. */
  readonly freeTextMaxLength: number;
}

/** Step 3: 'Yes' / 'Not sure yet'. */
export interface CompetitorView {
  readonly question: CompetitorQuestion;
  /** The earlier answer when the user came back. */
  readonly answer: CompetitorAnswer | null;
}

/** Step 3.5: which services. */
export interface ServicesView {
  readonly question: LocalizedText;
  readonly value: string;
  /** `SERVICES_MAX_LENGTH`, for the counter. */
  readonly maxLength: number;
}

/** Step 4: name, optional comment (paid users), agreement. */
export interface FinalView {
  readonly values: FinalStepValues;
  /** The comment question, or `null` when the set has none (trial users). */
  readonly comments: LocalizedText | null;
  /** `NAME_MAX_LENGTH`. */
  readonly nameMaxLength: number;
}

/** What a screen needs to render the current step. Exactly one step section is non-null. */
export interface SurveyView {
  readonly step: StepId;
  /** 1 to 4 for the progress indicator; step 3.5 shows 3. */
  readonly stepNumber: StepNumber;
  readonly titleKey: (typeof stepTitleKeys)[StepId];
  /** i18n key of the subtitle: the step's question (final step: its own subtitle). */
  readonly subtitleKey: string;
  readonly canGoBack: boolean;
  readonly question: ChoiceQuestionView | null;
  readonly competitor: CompetitorView | null;
  readonly services: ServicesView | null;
  readonly final: FinalView | null;
}

/** Turns a state into what the current screen shows, like Zag's `connect`. Pure. */
export function connect(definition: QuestionSet, state: SurveyState): SurveyView {
  const { step, answers, seed } = state;
  const question = questionOf(definition, step, answers);
  let questionView: ChoiceQuestionView | null = null;
  if (question) {
    const answer = answerOf(definition, step, answers);
    const selected = question.choices.find(({ id }) => id === answer?.choiceId);
    questionView = {
      ...question,
      choices: orderChoices(question.choices, { seed, salt: question.id }),
      selectedChoiceId: selected?.id ?? null,
      textChoiceId: selected?.requiresText ? selected.id : null,
      freeText: answer?.text ?? '',
      freeTextMaxLength: FREE_TEXT_MAX_LENGTH,
    };
  }
  const { competitor, comments } = definition;
  return {
    step,
    stepNumber: stepNumber(step),
    titleKey: stepTitleKeys[step],
    subtitleKey:
      question?.i18nKey ??
      (step === 'competitor'
        ? competitor.i18nKey
        : step === 'services'
          ? competitor.services.i18nKey
          : FINAL_SUBTITLE_KEY),
    canGoBack: step !== 'reason',
    question: questionView,
    competitor:
      step === 'competitor' ? { question: competitor, answer: answers.competitor ?? null } : null,
    services:
      step === 'services'
        ? {
            question: competitor.services,
            value: answers.services ?? '',
            maxLength: SERVICES_MAX_LENGTH,
          }
        : null,
    final:
      step === 'final'
        ? {
            values: answers.final ?? emptyFinalValues,
            comments: comments ?? null,
            nameMaxLength: NAME_MAX_LENGTH,
          }
        : null,
  };
}
