import type { CancelApi, ProductApi } from '@cancel-flow/api-client';

/**
 * The CSRF token, fetched without holding up the page (product §4: only POSTs need it). Every POST
 * of the guarded client waits for it first, so a token that did not arrive fails the POST before
 * anything is sent, with the token's own error (reported as "CSRF token wasn't received").
 */
export interface CsrfToken {
  /** Starts fetching the token; the promise rejects with the fetch's error. */
  fetch(): Promise<string>;
  /** `api` whose POSTs wait for the token, fetching it again if the last fetch failed. */
  guard(api: CancelApi): CancelApi;
}

export function createCsrfToken(api: CancelApi): CsrfToken {
  let pending: Promise<string> | undefined;
  const fetch = () => {
    const fetched = api.getCsrfToken();
    pending = fetched;
    fetched.catch(() => {});
    return fetched;
  };
  const ready = () => {
    if (api.csrfToken !== undefined) return Promise.resolve(api.csrfToken);
    return pending ? pending.catch(fetch) : fetch();
  };
  const afterToken =
    <Args extends unknown[], Result>(post: (...args: Args) => Promise<Result>) =>
    (...args: Args) =>
      ready().then(() => post(...args));

  return {
    fetch,
    guard: (client) => ({
      ...client,
      get csrfToken() {
        return client.csrfToken;
      },
      forProduct: (product, where) => {
        const productApi = client.forProduct(product, where);
        return {
          ...productApi,
          sendConfirmationEmail: afterToken(productApi.sendConfirmationEmail),
          acceptOffer: afterToken(productApi.acceptOffer),
        } satisfies ProductApi;
      },
      sendConfirmationEmail: afterToken(client.sendConfirmationEmail),
      acceptOffer: afterToken(client.acceptOffer),
      sendSurveyMonitoring: afterToken(client.sendSurveyMonitoring),
    }),
  };
}
