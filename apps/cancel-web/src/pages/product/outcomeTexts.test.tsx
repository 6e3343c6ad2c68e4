// @vitest-environment jsdom
import { createI18n, type I18n } from '@cancel-flow/i18n';
import * as i18nPackage from '@cancel-flow/i18n';
import { I18nProvider, useTranslation } from '@cancel-flow/i18n/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GlobalErrorProvider } from '../../shell/globalError';
import { LOCALE_LOAD_FAILURE } from '../../shell/reportNames';
import { ServicesProvider, type AppServices } from '../../shell/services';
import { readSettings } from '../../shell/settings';
import { withOutcomeTexts } from './outcomeTexts';

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
const GatedOfferTitle = withOutcomeTexts(OfferTitle);

function renderGated(i18n: I18n) {
  const report = vi.fn();
  const services = {
    reporter: { report, protect: vi.fn() },
    settings: readSettings({}),
  } as unknown as AppServices;
  render(
    <I18nProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <GlobalErrorProvider>
          <GatedOfferTitle />
        </GlobalErrorProvider>
      </ServicesProvider>
    </I18nProvider>,
  );
  return { report };
}

describe('withOutcomeTexts', () => {
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
