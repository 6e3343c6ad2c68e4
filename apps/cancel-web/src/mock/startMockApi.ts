import type { Product } from '@cancel-flow/api-client';
import {
  createMockHandlers,
  createMockState,
  getMockConfirmationLink,
  resolveMockScenario,
} from '@cancel-flow/api-client/mock';
import { LANGUAGE_PARAM } from '@cancel-flow/i18n';
import { setupWorker } from 'msw/browser';
import type { DevTools } from '../shell/devTools';

/**
 * Starts the mock API of docs/product.md §10 in this tab (mock builds only: `pnpm start`, the
 * end-to-end tests, demos). `?mock=NAME` picks who is signed in and is remembered for the tab.
 * The "server" state (CSRF token, confirmation keys, confirmed flags) lives in localStorage, so
 * every tab of the browser shares it as it would share a server: a confirmation link opened in
 * another tab confirms what this tab polls for. Each handler reads it afresh. A `*-error`
 * scenario's one failure is counted per tab (sessionStorage), so every new tab shows it again.
 */
export async function startMockApi(): Promise<DevTools> {
  const scenario = resolveMockScenario(window.location.href, window.sessionStorage);
  const serverStorage = window.localStorage;
  const state = createMockState(serverStorage, window.sessionStorage);
  const worker = setupWorker(...createMockHandlers({ scenario, state }));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return {
    confirmationLink: (product: Product, language: string) => {
      const link = getMockConfirmationLink(product, serverStorage);
      if (link === undefined) return undefined;
      const url = new URL(link, window.location.origin);
      url.searchParams.set(LANGUAGE_PARAM, language);
      return `${url.pathname}${url.search}`;
    },
  };
}
