import { RequestError } from './errors';

/**
 * Sends a POST with `token`; when the server answers 403 (it rotated the token, as Django does
 * when the customer signs in again in another tab), fetches a fresh token once and sends once
 * more. A second 403, or any other failure, is thrown.
 */
export async function sendWithCsrfRetry<T>(
  send: (token: string) => Promise<T>,
  token: string,
  refreshToken: () => Promise<string>,
): Promise<T> {
  try {
    return await send(token);
  } catch (error) {
    if (!(error instanceof RequestError && error.status === 403)) throw error;
  }
  return send(await refreshToken());
}
