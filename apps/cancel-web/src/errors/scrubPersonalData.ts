/**
 * Removes what identifies the customer (name, e-mail, free-text comments) from an error report
 * before it leaves the browser. Works on any JSON-like value, so it covers Sentry events,
 * breadcrumbs and extra data alike.
 */
const PERSONAL_KEYS = new Set([
  'name',
  'email',
  'comment',
  'comments',
  'fourth_question_comment',
  'username',
  'ip_address',
]);
const EMAIL_PATTERN = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;
export const REDACTED = '[redacted]';

export function scrubPersonalData<T>(value: T): T {
  return scrub(value, new WeakSet()) as T;
}

function scrub(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return value.replace(EMAIL_PATTERN, REDACTED);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, seen));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] = PERSONAL_KEYS.has(key.toLowerCase()) ? REDACTED : scrub(item, seen);
  }
  return result;
}
