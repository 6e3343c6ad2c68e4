// Loaded with what step 4 needs to send (useSubmitReadiness), never on step 1's path: building and
// sending a submission is only needed once the customer has answered.
import type { CancelApi, Product, ProductApi } from '@cancel-flow/api-client';
import type { TFunction } from '@cancel-flow/i18n';
import {
  buildSubmission,
  type QuestionSet,
  type SurveyState,
  type SurveySubmission,
} from '@cancel-flow/survey-engine';
import type { ErrorReporter } from '../errors/errorReporter';
import { translateKey } from '../shell/dynamicKeys';
import { idempotencyKeys } from './idempotencyKeys';
import type { SubmissionTexts } from './submissionTexts';
import type { SentSurvey, SurveySend, SurveyStorage } from './surveyStorage';

export interface SubmissionInput {
  readonly definition: QuestionSet;
  /** A finished survey: the final step's values were accepted. */
  readonly state: SurveyState;
  readonly product: Product;
  readonly email: string;
  /** When the page loaded (product §3's timestamp). */
  readonly loadedAt: Date;
  /** Translates into the page language: the submission carries the texts the customer saw. */
  readonly t: TFunction;
  /** The English texts (loadSubmissionTexts), ready before the customer can send. */
  readonly englishTexts: SubmissionTexts;
}

/** The submission's English texts name the product in English, whatever the page language. */
function englishProductName(texts: SubmissionTexts, product: Product, fallback: string): string {
  const products = texts.products;
  const name = typeof products === 'object' ? products[product] : undefined;
  return typeof name === 'string' ? name : fallback;
}

/** product §3's payload of a finished survey, in English and in the page language. */
export function buildSurveySubmission(input: SubmissionInput): SurveySubmission {
  const { definition, state, product, email, loadedAt, t, englishTexts } = input;
  const appName = translateKey(t, `products.${product}`);
  return buildSubmission(definition, state, {
    timestamp: loadedAt.toISOString(),
    email,
    appName: englishProductName(englishTexts, product, appName),
    translatedAppName: appName,
    translate: (key, values) => translateKey(t, key, { ...values, context: product }),
  });
}

/** What the customer typed (the name and every comment) never appears in an error report. */
export function protectTypedTexts(
  reporter: Pick<ErrorReporter, 'protect'>,
  submission: SurveySubmission,
) {
  const comments = Object.values(submission.survey).map((question) => question?.comment);
  reporter.protect(submission.name, ...comments);
}

export interface SubmitSurveyInput extends SubmissionInput {
  readonly api: Pick<CancelApi, 'sendSurveyMonitoring'>;
  readonly productApi: Pick<ProductApi, 'sendConfirmationEmail'>;
  readonly storage: SurveyStorage;
  readonly reporter: Pick<ErrorReporter, 'protect'>;
  /** The key of this submission (idempotencyKeys); default: a fresh one. */
  readonly keyFor?: (submission: SurveySubmission) => string;
}

/** The same answers, names and texts: two submissions that differ at most in their timestamp. */
const sameAnswers = (a: SurveySubmission, b: SurveySubmission) =>
  JSON.stringify({ ...a, timestamp: '' }) === JSON.stringify({ ...b, timestamp: '' });

/**
 * The submission to send and its Idempotency-Key. A send that a reload interrupted (the tab kept
 * it, SurveyStorage.loadSending) goes again as it was, timestamp and key included, when the
 * answers are the same: the server may have sent the e-mail already, and can tell the repeat. The
 * timestamp is the page's load time (product §3), which a reload changes.
 */
function submissionToSend(input: SubmitSurveyInput): SurveySend {
  const built = buildSurveySubmission(input);
  const sending = input.storage.loadSending();
  if (sending && sameAnswers(sending.submission, built)) return sending;
  return { submission: built, idempotencyKey: (input.keyFor ?? idempotencyKeys())(built) };
}

/**
 * Sends a finished survey (product §4): builds the submission, sends the confirmation e-mail, copies
 * the answers to survey storage and remembers what was sent (with its Idempotency-Key, for a
 * resend) in place of the draft. Rejects when the e-mail was not sent; the draft is then kept for
 * another try, and so is the submission with its key, for a try after a reload.
 */
export async function submitSurvey(input: SubmitSurveyInput): Promise<SentSurvey> {
  const { submission, idempotencyKey } = submissionToSend(input);
  protectTypedTexts(input.reporter, submission);
  input.storage.saveSending({ submission, idempotencyKey });
  await input.productApi.sendConfirmationEmail(submission, { idempotencyKey });
  // Survey storage is for analysis only: its failure is reported by the client, not shown.
  void input.api.sendSurveyMonitoring(submission, { idempotencyKey }).catch(() => {});
  const sent = { submission, idempotencyKey, sentAt: Date.now() };
  input.storage.saveSent(sent);
  input.storage.clearDraft();
  return sent;
}
