import type { QuestionSet } from '../model/types';
import { paidQuestionSet } from '../question-sets/paid';
import { trialQuestionSet } from '../question-sets/trial';

/** The fields of product §3's user that the flags depend on. */
export interface SubscriptionFields {
  readonly has_product: boolean;
  readonly is_paid: boolean;
  /** e.g. '1 month', '12 months'. */
  readonly period?: string | null;
}

/** product §3's derived flags. */
export interface UserFlags {
  /** Has the product and does not pay for it. */
  readonly isTrial: boolean;
  /** Has the product and pays for it. */
  readonly isPaid: boolean;
  /** Paid, with the monthly period '1 month'. */
  readonly isMonthlyPaid: boolean;
}

export function deriveUserFlags(user: SubscriptionFields): UserFlags {
  const isPaid = user.has_product && user.is_paid;
  return {
    isTrial: user.has_product && !user.is_paid,
    isPaid,
    isMonthlyPaid: isPaid && user.period === '1 month',
  };
}

/** The trial set for trial users, the paid set for everyone else. */
export function selectQuestionSet(flags: Pick<UserFlags, 'isTrial'>): QuestionSet {
  return flags.isTrial ? trialQuestionSet : paidQuestionSet;
}
