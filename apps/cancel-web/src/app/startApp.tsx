import type { I18n, Language } from '@cancel-flow/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { LocaleErrorPage } from '../shell/LocaleErrorPage';
import type { AppServices } from '../shell/services';
import { CancelApp } from './CancelApp';

export interface StartAppOptions {
  /** The page's #root: its placeholder or prerendered first step is replaced in the first commit. */
  readonly root: HTMLElement;
  /**
   * Whether #root shows the prerendered first step: the customer sees it already, so the app's
   * first render may yield to the browser between components (a transition) instead of holding
   * the main thread in one long task.
   */
  readonly previewShown: boolean;
  readonly i18n: I18n;
  /** Languages whose texts failed to download (not merely unsupported ones). */
  readonly failedLanguages: ReadonlySet<string>;
  readonly preferredLanguage: Language;
  readonly services: AppServices;
}

/** The app's chunk: React, the router and the flow, rendered into #root (main.ts loads it). */
export function startApp(options: StartAppOptions) {
  const { root, previewShown, i18n, failedLanguages, preferredLanguage, services } = options;
  const reactRoot = createRoot(root);
  if (failedLanguages.size > 0) {
    // No texts at all (English failed too): render nothing, and boot-watch.js replaces the
    // placeholder with its own translated message and reload link.
    if (!i18n.texts(i18n.language)) return;
    reactRoot.render(<LocaleErrorPage i18n={i18n} supportEmail={services.settings.supportEmail} />);
    return;
  }
  const render = () =>
    reactRoot.render(
      <StrictMode>
        <BrowserRouter basename="/cancel">
          <CancelApp services={services} i18n={i18n} preferredLanguage={preferredLanguage} />
        </BrowserRouter>
      </StrictMode>,
    );
  if (previewShown) startTransition(render);
  else render();
}
