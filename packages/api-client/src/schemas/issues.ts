import type * as z from 'zod/mini';

/** One way a value breaks a schema, with a readable message (zod/mini ships no English locale). */
export interface ContractIssue {
  readonly path: readonly PropertyKey[];
  /** zod's issue code, e.g. `invalid_type`. */
  readonly code: string;
  readonly message: string;
}

/** Validates `value` and describes every issue; `{ success: true, data }` when it matches. */
export function checkContract<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
): { success: true; data: T } | { success: false; issues: ContractIssue[] } {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return { success: true, data: result.data };
  return { success: false, issues: result.error.issues.map(toContractIssue) };
}

/** `user.email: expected string, received undefined; ...` */
export function summarizeIssues(issues: readonly ContractIssue[]): string {
  return issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
}

function toContractIssue(issue: z.core.$ZodIssue): ContractIssue {
  return { path: issue.path, code: issue.code, message: describeIssue(issue) };
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}, received ${typeName(issue.input)}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}, received ${JSON.stringify(issue.input)}`;
    case 'invalid_format':
      return `expected ${issue.format} format, received ${JSON.stringify(issue.input)}`;
    case 'too_small':
      return `expected at least ${String(issue.minimum)} (${issue.origin})`;
    case 'too_big':
      return `expected at most ${String(issue.maximum)} (${issue.origin})`;
    case 'invalid_union':
      return `matches none of the allowed shapes, received ${typeName(issue.input)}`;
    default:
      return issue.message;
  }
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
