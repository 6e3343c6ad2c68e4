/** What a removed value is replaced with. */
export const REDACTED = '[redacted]';

/** Keys whose values are personal wherever they appear. */
const PERSONAL_KEYS = new Set([
  'email',
  'comment',
  'comments',
  'fourth_question_comment',
  'username',
  'ip_address',
  'key',
  'csrf_token',
  'x-csrftoken',
  'cookie',
]);
/** Keys of objects in which `name` is a person's name. */
const PERSON_MARKERS = ['email', 'user_id', 'survey', 'accepted_terms'];
const EMAIL_PATTERN = /[^\s@"'<>(),;:/?&=]+@[^\s@"'<>(),;:/?&=]+\.[a-z]{2,}/gi;
// Query values in URLs: only these harmless ones are shown.
const SHOWN_QUERY_NAMES = new Set(['mock', 'lang', 'to']);
const QUERY_VALUE_PATTERN = /([?&])([^=&#\s"'<>,]+)=([^&#\s"'<>,)]*)/g;

export interface ScrubOptions {
  /** Exact values to remove wherever they appear (the customer's name, e-mail, the confirm key). */
  readonly personalValues?: Iterable<string>;
}

/**
 * Removes what identifies the customer from an error report before it leaves the browser: the
 * name, e-mail, free-text comments, the confirm key and any other query value in a URL, plus
 * every value the app registered as personal (the signed-in customer's name and e-mail, the key
 * it read), in any letter case, URL-encoded or JSON-escaped. Works on any JSON-like value, so it
 * covers Sentry events, breadcrumbs and extras. Failure names are kept: they live under `failure`, and `name` is only redacted where it is a
 * person's (in a user or a submission).
 */
export function scrubPersonalData<T>(value: T, options: ScrubOptions = {}): T {
  const personal = [...(options.personalValues ?? [])]
    .filter((item) => item.trim().length >= 2)
    .sort((a, b) => b.length - a.length)
    .map(personalPattern);
  return scrub(value, undefined, new WeakSet(), personal) as T;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A registered value as it may turn up in a report: in any letter case, URL-encoded, or escaped
 * inside a JSON string (a request body quoted in a message).
 */
function personalPattern(item: string): RegExp {
  const forms = new Set([item, encodeURIComponent(item), JSON.stringify(item).slice(1, -1)]);
  return new RegExp([...forms].map(escapeRegExp).join('|'), 'gi');
}

function scrubString(text: string, personal: readonly RegExp[]): string {
  let result = text;
  for (const pattern of personal) result = result.replace(pattern, REDACTED);
  return result
    .replace(EMAIL_PATTERN, REDACTED)
    .replace(QUERY_VALUE_PATTERN, (match, separator: string, name: string) =>
      SHOWN_QUERY_NAMES.has(name) ? match : `${separator}${name}=${REDACTED}`,
    );
}

function scrub(
  value: unknown,
  parentKey: string | undefined,
  seen: WeakSet<object>,
  personal: readonly RegExp[],
): unknown {
  if (typeof value === 'string') return scrubString(value, personal);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, parentKey, seen, personal));
  const isPerson =
    parentKey === 'user' || PERSON_MARKERS.some((marker) => Object.hasOwn(value, marker));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const lower = key.toLowerCase();
    const personalKey = PERSONAL_KEYS.has(lower) || (lower === 'name' && isPerson);
    // A failure name is one of product §8's fixed names: kept whole, even where a short registered
    // value (a comment such as "was") happens to be part of it.
    result[scrubString(key, personal)] =
      personalKey && item !== null
        ? REDACTED
        : lower === 'failure' && typeof item === 'string'
          ? item
          : scrub(item, lower, seen, personal);
  }
  return result;
}
