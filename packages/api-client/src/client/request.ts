import type * as z from 'zod/mini';

import { checkContract, summarizeIssues } from '../schemas/issues';
import {
  NetworkError,
  RedirectError,
  RequestAbortedError,
  RequestError,
  RequestTimeoutError,
  ResponseValidationError,
  UnsafeRedirectError,
} from './errors';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface Transport {
  readonly fetch: FetchLike;
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly onRedirect: (url: string) => void;
}

export interface RequestSpec<T> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly schema: z.ZodMiniType<T>;
  readonly body?: unknown;
  readonly csrfToken?: string;
  readonly signal?: AbortSignal | undefined;
}

const SAFE_REDIRECT_PROTOCOLS = new Set(['http:', 'https:']);
const BODY_SNIPPET_LENGTH = 80;

export function requestUrl(transport: Transport, path: string): string {
  return `${transport.baseUrl.replace(/\/+$/, '')}${path}`;
}

/** Sends one JSON request and returns the response body validated by `spec.schema`. */
export async function request<T>(transport: Transport, spec: RequestSpec<T>): Promise<T> {
  const url = requestUrl(transport, spec.path);
  const { signal } = spec;
  if (signal?.aborted) throw new RequestAbortedError(url, signal.reason);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, transport.timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });

  // Failures while waiting (fetch or body) are told apart by who aborted.
  const waitingError = (cause: unknown) => {
    if (timedOut) return new RequestTimeoutError(url, transport.timeoutMs);
    if (signal?.aborted) return new RequestAbortedError(url, signal.reason);
    return new NetworkError(url, cause);
  };

  try {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
    };
    if (spec.csrfToken !== undefined) headers['X-CSRFToken'] = spec.csrfToken;

    let response: Response;
    try {
      response = await transport.fetch(url, {
        method: spec.method,
        headers,
        credentials: 'same-origin',
        signal: controller.signal,
        ...(spec.method === 'POST' ? { body: JSON.stringify(spec.body ?? {}) } : {}),
      });
    } catch (cause) {
      throw waitingError(cause);
    }

    if (response.redirected) {
      discardBody(response);
      followRedirect(transport, url, response.url);
    }
    if (!response.ok) {
      discardBody(response);
      throw new RequestError(url, response.status);
    }

    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw waitingError(cause);
    }
    return parseBody(url, response, text, spec.schema);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

function followRedirect(transport: Transport, url: string, location: string): never {
  if (!isSafeRedirect(location)) throw new UnsafeRedirectError(url, location);
  transport.onRedirect(location);
  throw new RedirectError(url, location);
}

/** Only absolute http(s) URLs are followed: never `javascript:`, `data:` or the like. */
export function isSafeRedirect(location: string): boolean {
  try {
    return SAFE_REDIRECT_PROTOCOLS.has(new URL(location).protocol);
  } catch {
    return false;
  }
}

function parseBody<T>(url: string, response: Response, text: string, schema: z.ZodMiniType<T>): T {
  let value: unknown;
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      const contentType = response.headers.get('content-type') ?? 'none';
      throw new ResponseValidationError(
        url,
        `body is not JSON (status ${response.status}, content-type ${contentType}): ${snippet(text)}`,
      );
    }
  }
  const checked = checkContract(schema, value);
  if (!checked.success) {
    const reason =
      value === undefined
        ? `body is empty (status ${response.status})`
        : `body does not match the contract: ${summarizeIssues(checked.issues)}`;
    throw new ResponseValidationError(url, reason, checked.issues);
  }
  return checked.data;
}

function snippet(text: string): string {
  const flat = text.trim().replace(/\s+/g, ' ');
  return flat.length > BODY_SNIPPET_LENGTH ? `${flat.slice(0, BODY_SNIPPET_LENGTH)}…` : flat;
}

function discardBody(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}
