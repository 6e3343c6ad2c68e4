// What every request is made of, apart from sending it (request.ts): also what prefetchContext
// sends, so its request is the client's own.

export function requestUrl(transport: { readonly baseUrl: string }, path: string): string {
  return `${transport.baseUrl.replace(/\/+$/, '')}${path}`;
}

/** The headers every request sends (its body, if any, is JSON). */
export function requestHeaders(spec: {
  readonly headers?: Readonly<Record<string, string>>;
  readonly csrfToken?: string;
}): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    ...spec.headers,
  };
  if (spec.csrfToken !== undefined) headers['X-CSRFToken'] = spec.csrfToken;
  return headers;
}
