import type { TFunction } from '@cancel-flow/i18n';

/** The tab's title of a screen: its own title, then the site's (`meta.pageTitle`); or the site's. */
export function documentTitle(t: TFunction, title?: string): string {
  const site = t('meta.documentTitle');
  return title && title !== site ? t('meta.pageTitle', { page: title, site }) : site;
}

/** A survey step's own title, e.g. "We're sorry to see you go – Step 1 of 4" (`meta.stepTitle`). */
export function surveyStepTitle(t: TFunction, title: string, stepNumber: number): string {
  return t('meta.stepTitle', { title, step: t('progress.step', { n: stepNumber }) });
}
