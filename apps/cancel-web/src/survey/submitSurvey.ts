import type { CancelApi, Product, ProductApi } from '@cancel-flow/api-client';
import { loadLocale } from '@cancel-flow/i18n';
import {
  buildSubmission,
  type QuestionSet,
  type SurveyState,
  type SurveySubmission,
} from '@cancel-flow/survey-engine';
import type { TFunction } from 'i18next';
import { translateKey } from '../shell/dynamicKeys';
import type { SentSurvey, SurveyStorage } from './surveyStorage';

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
}

/** The submission's English texts name the product in English, whatever the page language. */
async function englishProductName(product: Product, fallback: string): Promise<string> {
  const products = (await loadLocale('en')).products;
  const name = typeof products === 'object' ? products[product] : undefined;
  return typeof name === 'string' ? name : fallback;
}

/** product §3's payload of a finished survey, in English and in the page language. */
export async function buildSurveySubmission(input: SubmissionInput): Promise<SurveySubmission> {
  const { definition, state, product, email, loadedAt, t } = input;
  const appName = translateKey(t, `products.${product}`);
  return buildSubmission(definition, state, {
    timestamp: loadedAt.toISOString(),
    email,
    appName: await englishProductName(product, appName),
    translatedAppName: appName,
    translate: (key, values) => translateKey(t, key, { ...values, context: product }),
  });
}

export interface SubmitSurveyInput extends SubmissionInput {
  readonly api: Pick<CancelApi, 'sendSurveyMonitoring'>;
  readonly productApi: Pick<ProductApi, 'sendConfirmationEmail'>;
  readonly storage: SurveyStorage;
}

/**
 * Sends a finished survey (product §4): builds the submission, sends the confirmation e-mail, copies
 * the answers to survey storage and remembers what was sent in place of the draft. Rejects when
 * the e-mail was not sent; the draft is then kept for another try.
 */
export async function submitSurvey(input: SubmitSurveyInput): Promise<SentSurvey> {
  const submission = await buildSurveySubmission(input);
  await input.productApi.sendConfirmationEmail(submission);
  // Survey storage is for analysis only: its failure is reported by the client, not shown.
  void input.api.sendSurveyMonitoring(submission).catch(() => {});
  const sent = { email: input.email, submission };
  input.storage.saveSent(sent);
  input.storage.clearDraft();
  return sent;
}
