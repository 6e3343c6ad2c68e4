/** The URL as it may appear in error texts and reports: query values (a confirm key) hidden. */
export function describeUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const hash = url.indexOf('#', query);
  const search = url.slice(query + 1, hash < 0 ? undefined : hash);
  const hidden = search
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals < 0 || SHOWN_QUERY_NAMES.has(pair.slice(0, equals))
        ? pair
        : `${pair.slice(0, equals)}=[redacted]`;
    })
    .join('&');
  return `${url.slice(0, query)}?${hidden}`;
}

// downgrade/?to={plan} is not personal; every other query value (confirm's key) is hidden.
const SHOWN_QUERY_NAMES = new Set(['to']);
