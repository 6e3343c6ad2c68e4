// @vitest-environment jsdom
import { createI18n, type I18n } from '@cancel-flow/i18n';
import * as i18nPackage from '@cancel-flow/i18n';
import { I18nProvider, useTranslation } from '@cancel-flow/i18n/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GlobalErrorProvider } from './globalError';
import { LOCALE_LOAD_FAILURE } from './reportNames';
import { ServicesProvider, type AppServices } from './services';
import { readSettings } from './settings';
import { withTexts } from './withTexts';

vi.mock('@cancel-flow/i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof i18nPackage>();
  return { ...actual, loadTexts: vi.fn(actual.loadTexts) };
});

beforeAll(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(cleanup);

function OfferTitle() {
  const { t } = useTranslation();
  return <h1>{t('offer.downgrade.title')}</h1>;
}
const GatedOfferTitle = withTexts('outcome', OfferTitle);

function NoSubscriptionTitle() {
  const { t } = useTranslation();
  return <h1>{t('noSubscription.title')}</h1>;
}
const GatedNoSubscriptionTitle = withTexts('pages', NoSubscriptionTitle);

function renderGated(i18n: I18n, Gated = GatedOfferTitle) {
  const report = vi.fn();
  const services = {
    reporter: { report, protect: vi.fn() },
    settings: readSettings({}),
  } as unknown as AppServices;
  render(
    <I18nProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <GlobalErrorProvider>
          <Gated />
        </GlobalErrorProvider>
      </ServicesProvider>
    </I18nProvider>,
  );
  return { report };
}

describe('withTexts', () => {
  it('shows the loading placeholder until the texts are here, then the screen in the language', async () => {
    const i18n = await createI18n({ language: 'de' });
    renderGated(i18n);
    expect(screen.getByRole('heading', { name: 'Abonnement kündigen' })).toBeTruthy();
    expect(screen.queryByText('offer.downgrade.title')).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Zu einem günstigeren Tarif wechseln' }),
    ).toBeTruthy();
  });

  it('shows the screen at once when the texts were loaded while the customer answered', async () => {
    const i18n = await createI18n({ language: 'en' });
    await i18nPackage.loadTexts(i18n, 'outcome');
    renderGated(i18n);
    expect(screen.getByRole('heading', { name: 'Switch to a lower plan' })).toBeTruthy();
  });

  it("shows a page's own texts once its part is here, and nothing of the other part", async () => {
    const i18n = await createI18n({ language: 'sv' });
    renderGated(i18n, GatedNoSubscriptionTitle);
    expect(screen.queryByText('noSubscription.title')).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Du har ingen aktiv prenumeration' }),
    ).toBeTruthy();
    expect(i18nPackage.hasTexts(i18n, 'outcome')).toBe(false);
  });

  it('a failed download is reported as the locale failure and shows the error with Try again', async () => {
    const i18n = await createI18n({ language: 'en' });
    const failure = new TypeError('Failed to fetch dynamically imported module');
    vi.mocked(i18nPackage.loadTexts).mockRejectedValueOnce(failure);
    const { report } = renderGated(i18n);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(report).toHaveBeenCalledWith(LOCALE_LOAD_FAILURE, failure);
    expect(screen.queryByText('offer.downgrade.title')).toBeNull();
  });
});
