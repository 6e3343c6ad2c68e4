/**
 * Where a redirected call may send the browser (product §4's redirect rule, narrowed): only to the
 * page's own origin or to origins the deployment lists. Any other target, and anything that is
 * not http(s) (`javascript:`, `data:`), is refused.
 */
export interface RedirectPolicy {
  /** Origins the browser may be sent to, e.g. `https://www.example.com`. */
  readonly origins: ReadonlySet<string>;
}

export function createRedirectPolicy(
  pageOrigin: string | undefined,
  allowedOrigins: readonly string[] = [],
): RedirectPolicy {
  const origins = new Set<string>();
  for (const origin of [pageOrigin, ...allowedOrigins]) {
    const normalized = origin === undefined ? undefined : originOf(origin);
    if (normalized) origins.add(normalized);
  }
  return { origins };
}

/** true when `location` is an absolute http(s) URL on an origin the policy allows. */
export function isAllowedRedirect(policy: RedirectPolicy, location: string): boolean {
  const origin = originOf(location);
  return origin !== undefined && policy.origins.has(origin);
}

const SAFE_REDIRECT_PROTOCOLS = new Set(['http:', 'https:']);

/** The origin of an absolute http(s) URL; undefined for anything else. */
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return SAFE_REDIRECT_PROTOCOLS.has(parsed.protocol) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Only absolute http(s) URLs are followed: never `javascript:`, `data:` or the like. */
export function isSafeRedirect(location: string): boolean {
  return originOf(location) !== undefined;
}
