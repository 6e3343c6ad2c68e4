import type { Product } from '@cancel-flow/api-client';
import {
  createMockHandlers,
  getMockConfirmationLink,
  resolveMockScenario,
} from '@cancel-flow/api-client/mock';
import { setupWorker } from 'msw/browser';
import type { DevTools } from '../shell/devTools';

/**
 * Starts the mock API of the dev-contract in this tab (mock builds only: `pnpm start`, the
 * end-to-end tests, demos). `?mock=NAME` picks who is signed in and is remembered for the tab.
 */
export async function startMockApi(): Promise<DevTools> {
  const storage = window.sessionStorage;
  const scenario = resolveMockScenario(window.location.href, storage);
  const worker = setupWorker(...createMockHandlers({ scenario, storage }));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return {
    confirmationLink: (product: Product) => getMockConfirmationLink(product, storage),
  };
}
