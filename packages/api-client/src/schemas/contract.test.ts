import { describe, expect, expectTypeOf, it } from 'vitest';

import {
  arrayOf,
  boolean,
  checkContract,
  json,
  nonEmptyString,
  object,
  oneOf,
  optional,
  string,
  summarizeIssues,
  type Check,
} from './contract';
import {
  contextResponseCheck,
  csrfTokenResponseCheck,
  resultResponseCheck,
  type ContextResponse,
  type CsrfTokenResponse,
  type ResultResponse,
} from './responses';
import { userCheck, type User } from './user';

interface Entry {
  name: string;
  tags: ('a' | 'b')[];
  note?: string;
}

const entryCheck = object<Entry>({
  name: nonEmptyString,
  tags: arrayOf(oneOf(['a', 'b'])),
  note: optional(string),
});

const issuesOf = (check: Check<unknown>, value: unknown) => {
  const checked = checkContract(check, value);
  return checked.success ? [] : checked.issues;
};

describe('checkContract', () => {
  it('returns the value with only the declared fields, and no missing optional field', () => {
    expect(checkContract(entryCheck, { name: 'x', tags: ['a'], extra: 1 })).toStrictEqual({
      success: true,
      data: { name: 'x', tags: ['a'] },
    });
    expect(checkContract(entryCheck, { name: 'x', tags: [], note: 'n' })).toStrictEqual({
      success: true,
      data: { name: 'x', tags: [], note: 'n' },
    });
  });

  it('names every issue with its path, in the order of the fields', () => {
    expect(issuesOf(entryCheck, { name: '', tags: ['a', 'c', 3], note: null })).toEqual([
      { path: ['name'], code: 'too_small', message: 'expected at least 1 character' },
      {
        path: ['tags', 1],
        code: 'invalid_value',
        message: 'expected one of "a", "b", received "c"',
      },
      { path: ['tags', 2], code: 'invalid_value', message: 'expected one of "a", "b", received 3' },
      { path: ['note'], code: 'invalid_type', message: 'expected string, received null' },
    ]);
  });

  it('tells the type it received where an object, array or value was expected', () => {
    expect(issuesOf(entryCheck, ['x'])).toEqual([
      { path: [], code: 'invalid_type', message: 'expected object, received array' },
    ]);
    expect(issuesOf(entryCheck, { tags: 'a' })).toEqual([
      { path: ['name'], code: 'invalid_type', message: 'expected string, received undefined' },
      { path: ['tags'], code: 'invalid_type', message: 'expected array, received string' },
    ]);
    expect(issuesOf(boolean, 'true')).toEqual([
      { path: [], code: 'invalid_type', message: 'expected boolean, received string' },
    ]);
  });

  it('accepts JSON values only', () => {
    for (const value of [null, true, 0, 'x', [], [1, [2]], { a: { b: [null] } }]) {
      expect(checkContract(json, value).success).toBe(true);
    }
    for (const value of [undefined, Number.NaN, new Date(), { a: undefined }, [() => 1]]) {
      expect(checkContract(json, value).success).toBe(false);
    }
  });
});

describe('summarizeIssues', () => {
  it('joins each path and message', () => {
    expect(summarizeIssues(issuesOf(entryCheck, { name: 'x', tags: ['c'] }))).toBe(
      'tags.0: expected one of "a", "b", received "c"',
    );
    expect(summarizeIssues(issuesOf(entryCheck, 3))).toBe(
      '(root): expected object, received number',
    );
  });
});

describe('the checks are typed against the one declaration of each type', () => {
  it('read exactly the declared types', () => {
    expectTypeOf(userCheck).toEqualTypeOf<Check<User>>();
    expectTypeOf(contextResponseCheck).toEqualTypeOf<Check<ContextResponse>>();
    expectTypeOf(csrfTokenResponseCheck).toEqualTypeOf<Check<CsrfTokenResponse>>();
    expectTypeOf(resultResponseCheck).toEqualTypeOf<Check<ResultResponse>>();
  });

  it('need a check for every field, of its type, and for no other field', () => {
    // @ts-expect-error: `tags` has no check.
    object<Entry>({ name: string, note: optional(string) });
    // @ts-expect-error: `note` is a string, not a boolean.
    object<Entry>({ name: string, tags: arrayOf(oneOf(['a', 'b'])), note: optional(boolean) });
    // @ts-expect-error: the required `name` cannot be optional.
    object<Entry>({ name: optional(string), tags: arrayOf(oneOf(['a', 'b'])), note: string });
    object<Entry>({
      name: string,
      tags: arrayOf(oneOf(['a', 'b'])),
      note: optional(string),
      // @ts-expect-error: `Entry` has no `extra`.
      extra: string,
    });
  });
});
