import type { Language } from '@cancel-flow/i18n';
import type { I18n } from '@cancel-flow/i18n';
import { I18nProvider } from '@cancel-flow/i18n/react';
import { LanguageSync } from '../shell/LanguageSync';
import { AppRoutes } from './AppRoutes';
import { GlobalErrorProvider } from '../shell/globalError';
import { ServicesProvider, type AppServices } from '../shell/services';

export interface CancelAppProps {
  readonly services: AppServices;
  readonly i18n: I18n;
  /** The customer's language for the visit (the plan page still shows English). */
  readonly preferredLanguage: Language;
}

/** The whole flow, inside a router with basename /cancel (BrowserRouter or, in stories, MemoryRouter). */
export function CancelApp({ services, i18n, preferredLanguage }: CancelAppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <GlobalErrorProvider>
          <LanguageSync preferred={preferredLanguage} />
          <AppRoutes />
        </GlobalErrorProvider>
      </ServicesProvider>
    </I18nProvider>
  );
}
