/** The names each call's failure is reported under (product §8). */
export const REPORT_NAMES = {
  getContext: "User data wasn't received",
  getCsrfToken: "CSRF token wasn't received",
  sendConfirmationEmail: 'Send confirmation email was failed',
  isConfirmed: "Cancellation wasn't confirmed",
  confirm: 'Confirm unsubscribe request was failed',
  eligibleForOffer: "Eligible for offer wasn't set",
  sendSurveyMonitoring: "Survey didn't send to survey storage",
  acceptOffer: 'Accept offer was failed',
  downgrade: 'Downgrade subscription was failed',
} as const;

export type ReportName = (typeof REPORT_NAMES)[keyof typeof REPORT_NAMES];
