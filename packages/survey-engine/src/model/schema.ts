import * as z from 'zod/mini';
import type { QuestionSet } from './types';

type Path = (string | number)[];

// Reports every empty string in a value (texts, ids and keys must not be empty).
function findEmpty(value: unknown, path: Path, report: (path: Path, message: string) => void) {
  if (value === '') report(path, 'must not be empty');
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      findEmpty(item, [...path, Array.isArray(value) ? Number(key) : key], report);
    }
  }
}

// Rules a per-field schema cannot express: non-empty texts and lists, references between
// questions, unique ids.
function checkSet(payload: z.core.ParsePayload<QuestionSet>): void {
  const set = payload.value;
  const report = (path: Path, message: string) =>
    payload.issues.push({ code: 'custom', path, message, input: set });

  findEmpty(set, [], report);
  // Without the first question, the follow-up rules cannot be judged.
  if (!Object.hasOwn(set.questions, set.firstQuestion)) {
    report(['firstQuestion'], `unknown question "${set.firstQuestion}"`);
    return;
  }
  for (const [key, question] of Object.entries(set.questions)) {
    if (question.id !== key) report(['questions', key, 'id'], `must equal its key "${key}"`);
    if (question.choices.length === 0) report(['questions', key, 'choices'], 'must not be empty');
    const seen = new Set<string>();
    question.choices.forEach((choice, index) => {
      const at = ['questions', key, 'choices', index];
      if (seen.has(choice.id)) report([...at, 'id'], `duplicate choice id "${choice.id}"`);
      seen.add(choice.id);
      const followUp = choice.followUp;
      if (followUp === undefined) return;
      // Follow-ups lead from the first question to another one: a single level keeps every
      // path at most 5 steps long (reason, follow-up, competitor, services, final).
      if (key !== set.firstQuestion || followUp === key) {
        report([...at, 'followUp'], 'only the first question can lead to a follow-up question');
      } else if (!Object.hasOwn(set.questions, followUp)) {
        report([...at, 'followUp'], `unknown question "${followUp}"`);
      }
    });
  }
}

// Kept to the zod features that are cheap in bytes (see the size budget in README.md):
// `catchall` instead of `record`, and emptiness checked by hand in `checkSet`.
function createQuestionSetSchema() {
  const texts = { text: z.string(), i18nKey: z.string() };
  const localizedText = z.strictObject(texts);
  const choiceSchema = z.strictObject({
    id: z.string(),
    ...texts,
    followUp: z.optional(z.string()),
    requiresText: z.optional(z.boolean()),
    skipsCompetitor: z.optional(z.boolean()),
    pinned: z.optional(z.boolean()),
  });
  const choiceQuestionSchema = z.strictObject({
    id: z.string(),
    ...texts,
    choices: z.array(choiceSchema),
  });
  return z
    .strictObject({
      id: z.string(),
      firstQuestion: z.string(),
      questions: z.catchall(z.object({}), choiceQuestionSchema),
      competitor: z.strictObject({
        ...texts,
        answers: z.strictObject({ yes: localizedText, not_sure: localizedText }),
        services: localizedText,
      }),
      comments: z.optional(localizedText),
    })
    .check(z.check(checkSet));
}

/**
 * zod (mini) schema of a question set, including the checks between fields (non-empty texts,
 * existing follow-ups and first question, unique choice ids). Unknown keys are errors, so typos
 * such as `followup` surface. Built by one call marked pure: an app that imports neither this nor
 * `parseQuestionSet` ships no zod and builds no schema when it loads the package.
 */
export const questionSetSchema = /* @__PURE__ */ createQuestionSetSchema();

/** Thrown by `parseQuestionSet`; `issues` lists every problem as `path: message`. */
export class QuestionSetError extends Error {
  readonly issues: readonly string[];

  constructor(issues: readonly string[]) {
    super(`Invalid question set:\n${issues.join('\n')}`);
    this.name = 'QuestionSetError';
    this.issues = issues;
  }
}

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'unrecognized_keys':
      return issue.keys.map((key) => `unknown key "${key}"`).join(', ');
    default:
      return issue.message;
  }
}

/**
 * Validates a question set from outside this package and returns it typed. Throws a
 * `QuestionSetError` naming each bad path, e.g.
 * `questions.reason.choices[2].followUp: unknown question "prise"`.
 */
export function parseQuestionSet(input: unknown): QuestionSet {
  const result = questionSetSchema.safeParse(input);
  if (result.success) return result.data;
  throw new QuestionSetError(
    result.error.issues.map((issue) => {
      const path = formatPath(issue.path);
      return path === '' ? describe(issue) : `${path}: ${describe(issue)}`;
    }),
  );
}
