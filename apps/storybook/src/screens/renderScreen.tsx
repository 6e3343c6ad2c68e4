import { createCancelApi, type Product } from '@cancel-flow/api-client';
import {
  createMockHandlers,
  createMockState,
  getMockConfirmationLink,
  getMockUser,
  type MockScenario,
  type MockState,
} from '@cancel-flow/api-client/mock';
import {
  CancelApp,
  createErrorReporter,
  createCsrfToken,
  createSessionSource,
  PRODUCT_PAGES,
  readSettings,
  type AppServices,
  type DevTools,
  type ProductPage,
  surveyStorage,
} from '@cancel-flow/cancel-web';
import { toSupportedLanguage } from '@cancel-flow/i18n';
import {
  deriveUserFlags,
  selectQuestionSet,
  serialize,
  type SurveyEvent,
} from '@cancel-flow/survey-engine';
import type { Loader, Meta } from '@storybook/react-vite';
import type { I18n } from '@cancel-flow/i18n';
import type { HttpHandler } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { action } from 'storybook/actions';
import { InAppLinks } from './InAppLinks';
import { showTextsOf } from './pageChecks';
import { MemoryStorage } from './memoryStorage';
import { replay, sentSurvey } from './seedSurvey';

/** What a screen story shows: `parameters.screen` of the story. */
export interface ScreenSetup {
  /**
   * The URL the app opens, base path included, e.g. '/cancel/seo'. A function receives the mock
   * server's state, e.g. to build a confirm link with a key the mock knows.
   */
  readonly path: string | ((mock: MockState) => string);
  /** Who is signed in and how the mock server behaves (docs/product.md §10 `?mock=`); default `paid`. */
  readonly scenario?: MockScenario;
  /**
   * The survey answered so far, as engine events replayed from a fresh survey and saved as the
   * tab's draft, so the story opens on that step. Without it the survey starts fresh, with the
   * same answer order every time (the shuffle seed is fixed).
   */
  readonly draft?: readonly SurveyEvent[];
  /** The confirmation e-mail was sent (a completed survey): the page opens on check-your-email. */
  readonly sent?: boolean;
  /** Changes the mock server's state before the page loads, e.g. a confirmed cancellation. */
  readonly mock?: (mock: MockState) => void;
  /** Handlers that answer before the mock API's own (a call that fails or never answers). */
  readonly handlers?: readonly HttpHandler[];
  /** Seconds before the e-mail can be resent (default 60); 0 enables Resend at once. */
  readonly resendCooldownSeconds?: number;
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    screen?: ScreenSetup;
  }
}

/** One run of a screen story: fresh storage, session and mock server state. */
export interface ScreenRun {
  readonly path: string;
  readonly services: AppServices;
  /** The mock server's state of this run (confirmation keys, confirmed products). */
  readonly mock: MockState;
  /** The tab's storage the app keeps its drafts in. */
  readonly storage: Storage;
}

const SUPPORT_EMAIL = 'support@example.com';

const settings = readSettings({
  VITE_SUPPORT_EMAIL: SUPPORT_EMAIL,
  // A real page: a relative '/' would open Storybook itself inside the canvas.
  VITE_HOMEPAGE_URL: 'https://www.example.com/',
  // The mock build's demo amounts (apps/cancel-web/.env.mock), so offers show.
  VITE_OFFER_DISCOUNT_PERCENT_MONTHLY: '30',
  VITE_OFFER_DISCOUNT_PERCENT_ANNUAL: '15',
  VITE_OFFER_LOYAL_PRICE_MONTHLY: '99.95 USD',
  VITE_OFFER_LOYAL_PRICE_ANNUAL: '999.50 USD',
});

/** The product page a path like '/cancel/seo' opens, if any. */
function productPageOf(path: string): ProductPage | undefined {
  const segment = new URL(path, 'http://localhost').pathname.split('/')[2];
  return PRODUCT_PAGES.find((page) => page.path === segment);
}

/**
 * Sets up a screen story before it renders (runs again on every language switch or remount):
 * an in-memory tab storage seeded with the draft or the sent survey, the mock server's state and
 * handlers (given to the MSW worker that `mswLoader` started), and the app's services.
 */
export const screenLoader: Loader = async (context) => {
  const setup = context.parameters.screen;
  if (!setup) throw new Error('A screen story needs `parameters.screen`');
  const scenario = setup.scenario ?? 'paid';
  const storage = new MemoryStorage();
  const mockStorage = new MemoryStorage();
  const mock = createMockState(mockStorage);
  const path = typeof setup.path === 'function' ? setup.path(mock) : setup.path;

  const page = productPageOf(path);
  if (page) {
    const user = getMockUser(scenario);
    const definition = selectQuestionSet(deriveUserFlags(user));
    const owner = {
      userId: user.user_id ?? '',
      product: page.product,
      questionSetId: definition.id,
    };
    const saved = surveyStorage(storage, owner);
    saved.saveDraft(serialize(replay(definition, setup.draft ?? [], user.name)));
    if (setup.sent) {
      // What the server did when the survey was sent: a key for the e-mail's link.
      mock.issueConfirmationKey(page.product);
      const sent = await sentSurvey(definition, page.product, user);
      saved.saveSent(sent);
    }
  } else if (setup.draft || setup.sent) {
    throw new Error(`${path} is not a product page: a draft or a sent survey needs one`);
  }
  setup.mock?.(mock);

  context.msw.use(...(setup.handlers ?? []), ...createMockHandlers({ scenario, state: mock }));

  const reporter = createErrorReporter({ dsn: undefined, host: window.location.host });
  const api = createCancelApi({
    reportError: reporter.report,
    // The server asked the browser to leave: shown in the Actions panel instead.
    onRedirect: action('redirect'),
  });
  const devTools: DevTools = {
    confirmationLink: (product: Product) => getMockConfirmationLink(product, mockStorage),
  };
  // As in cancel-web's main.ts: the page does not wait for the CSRF token, its POSTs do.
  const csrf = createCsrfToken(api);
  const run: ScreenRun = {
    path,
    mock,
    storage,
    services: {
      api: csrf.guard(api),
      session: createSessionSource(api, csrf),
      settings: {
        ...settings,
        resendCooldownSeconds: setup.resendCooldownSeconds ?? settings.resendCooldownSeconds,
      },
      reporter,
      devTools,
      storage,
    },
  };
  return { screen: run };
};

/** The run a screen story's loader prepared, for its play function. */
export function screenRun(context: { loaded: Record<string, unknown> }): ScreenRun {
  const run = context.loaded.screen;
  if (!run) throw new Error('No screen run: is screenLoader among the loaders?');
  return run as ScreenRun;
}

/** The whole app at the story's URL, in the toolbar's language. */
export const renderScreen: NonNullable<Meta['render']> = (_args, context) => {
  const run = screenRun(context);
  const language = toSupportedLanguage(String(context.globals.locale ?? 'en')) ?? 'en';
  return (
    <MemoryRouter basename="/cancel" initialEntries={[run.path]}>
      <InAppLinks />
      <CancelApp
        services={run.services}
        i18n={context.loaded.i18n as I18n}
        preferredLanguage={language}
      />
    </MemoryRouter>
  );
};

/**
 * Spread into a screen file's meta: full-page render with the loader above. No autodocs page: a
 * docs page would render every story of the file at once, each with its own mock server, in one
 * MSW worker; each screen group has an MDX page (`<Area>.mdx`) instead.
 */
export const screenMeta = {
  tags: ['!autodocs'],
  render: renderScreen,
  loaders: [screenLoader],
  // Play functions read the texts of the story's language (pageChecks' `t`).
  beforeEach: showTextsOf,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
