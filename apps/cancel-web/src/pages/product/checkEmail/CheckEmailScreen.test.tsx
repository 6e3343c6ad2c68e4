// @vitest-environment jsdom
import type { CancelApi } from '@cancel-flow/api-client';
import { createI18n, type I18n } from '@cancel-flow/i18n';
import { I18nProvider } from '@cancel-flow/i18n/react';
import type { SurveySubmission } from '@cancel-flow/survey-engine';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GlobalErrorProvider } from '../../../shell/globalError';
import type { SessionSource } from '../../../shell/loadSession';
import { productPage } from '../../../shell/productPages';
import { ServicesProvider } from '../../../shell/services';
import { readSettings } from '../../../shell/settings';
import { memoryStorage } from '../../../survey/memoryStorage';
import CheckEmailScreen from './CheckEmailScreen';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ language: 'en' });
  // The screen opens at the top of the page (StatusPage); jsdom does not scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(cleanup);

const submission = {
  timestamp: '2025-01-01T00:00:00.000Z',
  name: 'Alex',
  email: 'alex@example.com',
  accepted_terms: true,
  survey: {},
} as unknown as SurveySubmission;

/** Step 4 with its Cancel subscription button, then (`sent`) the check-your-email screen. */
function SurveyEnd({ sent }: { readonly sent: boolean }) {
  return sent ? (
    <CheckEmailScreen
      page={productPage('seo')}
      sent={{ submission, idempotencyKey: 'idempotency-key' }}
    />
  ) : (
    <button type="submit">{i18n.t('buttons.cancelSubscription')}</button>
  );
}

function openSurveyEnd() {
  const productApi = { product: 'seo', isConfirmed: vi.fn(async () => false) };
  const services = {
    api: { forProduct: () => productApi } as unknown as CancelApi,
    session: {} as SessionSource,
    settings: readSettings({}),
    reporter: { report: vi.fn(), protect: vi.fn() },
    devTools: undefined,
    storage: memoryStorage(),
  };
  const withProviders = (sent: boolean) => (
    <I18nProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <GlobalErrorProvider>
          <SurveyEnd sent={sent} />
        </GlobalErrorProvider>
      </ServicesProvider>
    </I18nProvider>
  );
  const view = render(withProviders(false));
  return { showSent: () => view.rerender(withProviders(true)) };
}

describe('CheckEmailScreen', () => {
  it('takes focus on its panel when it appears, so screen readers announce it', () => {
    const survey = openSurveyEnd();
    const cancel = screen.getByRole('button', { name: i18n.t('buttons.cancelSubscription') });
    cancel.focus();
    expect(document.activeElement).toBe(cancel);
    // Sent: the focused button goes, and focus must not fall back to the page's body.
    survey.showSent();
    const panel = screen.getByRole('region', { name: i18n.t('checkEmail.title') });
    expect(document.activeElement).toBe(panel);
  });
});
