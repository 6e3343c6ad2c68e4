// Built for Node by boot/firstStepPlugin.ts, never shipped: renders the first step of every
// product page, question set and language with the app's own components, as the app renders it
// for a customer with nothing kept in the tab: one file per page and language, both sets in it.
// main.ts shows these files until the app has started (firstStep/previewFirstStep.ts).
import { createCancelApi, type CancelApi, type User } from '@cancel-flow/api-client';
import { createI18n, supportedLanguages } from '@cancel-flow/i18n';
import {
  deriveUserFlags,
  paidQuestionSet,
  selectQuestionSet,
  stepTitleKeys,
  trialQuestionSet,
} from '@cancel-flow/survey-engine';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { CancelApp } from '../app/CancelApp';
import { createErrorReporter } from '../errors/errorReporter';
import { documentTitle, surveyStepTitle } from '../shell/documentTitle';
import type { Session, SessionSource } from '../shell/loadSession';
import { PRODUCT_PAGES } from '../shell/productPages';
import { readSettings } from '../shell/settings';
import { memoryStorage } from '../survey/memoryStorage';
import { firstStepFile, firstStepFileText, type QuestionSetFirstStep } from './firstStepFiles';

/**
 * A customer who may cancel on every page, paid or on trial: the two question sets. Nothing of
 * theirs is on step 1 (no name, no e-mail), so none of this reaches the files.
 */
function customer(isTrial: boolean): User {
  return {
    name: '',
    email: '',
    user_id: 'first-step',
    country_code: '',
    has_product: true,
    is_paid: !isTrial,
    has_active_recurring: true,
    period: '1 month',
    is_loyal_2020: false,
    is_loyal_2023: false,
    is_loyal_pro_2024: false,
    product_group: '',
    eligible_for_offer: false,
    has_sst_cancellation_permission: true,
    active_toolkits: PRODUCT_PAGES.flatMap((page) => (page.toolkit ? [page.toolkit] : [])),
  };
}

function readySession(user: User): SessionSource {
  const session: Session = {
    status: 'ready',
    user,
    loadedAt: new Date(0),
    csrfToken: () => new Promise<string>(() => {}),
  };
  return {
    load: () => Promise.resolve(session),
    retry: () => Promise.resolve(session),
    loaded: () => session,
  };
}

/** Rendering calls no endpoint (effects do not run on the server): any call fails the build. */
const noApi: CancelApi = createCancelApi({
  fetch: (input) => Promise.reject(new Error(`The first steps' prerender called ${String(input)}`)),
  reportError: (name, error) => {
    throw new Error(`The first steps' prerender failed: ${name}`, { cause: error });
  },
});

/**
 * The answers' order the files are rendered in, the same in every build; the preview puts them in
 * the visit's order (previewFirstStep.ts).
 */
export const PRERENDER_SEED = 0;

export interface FirstStepFile {
  /** Below the build's base (firstStepFile). */
  readonly file: string;
  /** Its text (firstStepFileText): both question sets' first step. */
  readonly html: string;
}

export async function renderFirstSteps(): Promise<FirstStepFile[]> {
  const settings = readSettings(import.meta.env);
  const reporter = createErrorReporter({ dsn: undefined, host: 'first-step' });
  const customers = [paidQuestionSet, trialQuestionSet].map((questionSet) => {
    const user = customer(questionSet === trialQuestionSet);
    if (selectQuestionSet(deriveUserFlags(user)) !== questionSet) {
      throw new Error(`The first step's customer for ${questionSet.id} gets another question set`);
    }
    return { questionSet, user };
  });
  const files: FirstStepFile[] = [];
  for (const language of supportedLanguages) {
    const i18n = await createI18n({ language });
    // The tab's title on step 1, as SurveyScreen and AppPage set it once the app runs: the same
    // on every product page and for both question sets.
    const title = documentTitle(i18n.t, surveyStepTitle(i18n.t, i18n.t(stepTitleKeys.reason), 1));
    for (const page of PRODUCT_PAGES) {
      const steps: QuestionSetFirstStep[] = [];
      for (const { questionSet, user } of customers) {
        const services = {
          api: noApi,
          session: readySession(user),
          settings,
          reporter,
          devTools: undefined,
          storage: memoryStorage(),
          surveySeed: () => PRERENDER_SEED,
        };
        const html = renderToString(
          <StaticRouter basename="/cancel" location={`/cancel/${page.path}`}>
            <CancelApp services={services} i18n={i18n} preferredLanguage={language} />
          </StaticRouter>,
        );
        steps.push({ questionSetId: questionSet.id, html, title });
      }
      files.push({ file: firstStepFile(page.path, language), html: firstStepFileText(steps) });
    }
  }
  return files;
}
