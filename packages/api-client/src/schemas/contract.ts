// The contract's checks, written by hand: the client's calls (get-context first) validate their
// answers on the page's startup path, where a schema library would cost more than these few lines.
// Each check is typed against the one declaration of what it reads (`object<User>(...)` needs a
// check for every field of `User` and no other), so a type and its check cannot drift apart.

/** One way a value breaks the contract, with a readable message. */
export interface ContractIssue {
  readonly path: readonly PropertyKey[];
  /** `invalid_type`, `invalid_value`, `invalid_format` or `too_small` (zod's names for them). */
  readonly code: string;
  /** e.g. `expected string, received undefined`. */
  readonly message: string;
}

/**
 * Reads `value` as a `T`: returns it (objects without the fields the contract does not know) and
 * adds each way it breaks the contract to `issues`. The result counts only if none were added.
 */
export type Check<T> = (value: unknown, path: readonly PropertyKey[], issues: ContractIssue[]) => T;

/** Validates `value` and describes every issue; `{ success: true, data }` when it matches. */
export function checkContract<T>(
  check: Check<T>,
  value: unknown,
): { success: true; data: T } | { success: false; issues: ContractIssue[] } {
  const issues: ContractIssue[] = [];
  const data = check(value, [], issues);
  return issues.length === 0 ? { success: true, data } : { success: false, issues };
}

/** `user.email: expected string, received undefined; ...` */
export function summarizeIssues(issues: readonly ContractIssue[]): string {
  return issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A check that `test` passes, else an `invalid_type` issue: `expected {expected}, received …`. */
export function typed<T>(expected: string, test: (value: unknown) => boolean): Check<T> {
  return (value, path, issues) => {
    if (!test(value)) {
      issues.push({
        path,
        code: 'invalid_type',
        message: `expected ${expected}, received ${typeName(value)}`,
      });
    }
    return value as T;
  };
}

export const string = typed<string>('string', (value) => typeof value === 'string');

export const boolean = typed<boolean>('boolean', (value) => typeof value === 'boolean');

/** A string of at least one character. */
export const nonEmptyString: Check<string> = (value, path, issues) => {
  if (string(value, path, issues) === '') {
    issues.push({ path, code: 'too_small', message: 'expected at least 1 character' });
  }
  return value as string;
};

/** One of `values`, else an `invalid_value` issue naming them. */
export function oneOf<const Value extends string>(values: readonly Value[]): Check<Value> {
  return (value, path, issues) => {
    if (!values.includes(value as Value)) {
      issues.push({
        path,
        code: 'invalid_value',
        message: `expected one of ${values.map((item) => JSON.stringify(item)).join(', ')}, received ${JSON.stringify(value)}`,
      });
    }
    return value as Value;
  };
}

/** `undefined` (a missing field), or what `check` accepts. */
export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value, path, issues) => (value === undefined ? undefined : check(value, path, issues));
}

/** An array whose every item passes `check` (issues name the item's index). */
export function arrayOf<T>(check: Check<T>): Check<T[]> {
  return (value, path, issues) => {
    if (!Array.isArray(value)) return typed<T[]>('array', () => false)(value, path, issues);
    return value.map((item, index) => check(item, [...path, index], issues));
  };
}

/** A check for each field of `T`, no more and no fewer. */
export type Fields<T> = { readonly [Key in keyof T]-?: Check<T[Key]> };

/**
 * An object with `fields`, each checked in order; the result keeps only these fields (a field
 * the contract does not know is dropped) and leaves out missing optional ones.
 */
export function object<T>(fields: Fields<T>): Check<T> {
  return (value, path, issues) => {
    if (!isRecord(value)) return typed<T>('object', () => false)(value, path, issues);
    const result: Record<string, unknown> = {};
    for (const [key, check] of Object.entries<Check<unknown>>(fields)) {
      const checked = check(value[key], [...path, key], issues);
      if (Object.hasOwn(value, key)) result[key] = checked;
    }
    return result as T;
  };
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isJson = (value: unknown): boolean =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  Number.isFinite(value) ||
  (Array.isArray(value)
    ? value.every(isJson)
    : isRecord(value) &&
      [Object.prototype, null].includes(Object.getPrototypeOf(value)) &&
      Object.values(value).every(isJson));

/** Any value JSON can carry (no `Date`, `undefined` inside, `NaN` or class instance). */
export const json = typed<Json>('a JSON value', isJson);
