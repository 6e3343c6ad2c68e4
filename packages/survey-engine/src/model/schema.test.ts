import { describe, expect, it } from 'vitest';
import { paidQuestionSet } from '../question-sets/paid';
import { QuestionSetError, parseQuestionSet, questionSetSchema } from './schema';
import type { QuestionSet } from './types';

// A deep, mutable copy of the paid set to break on purpose (any: the tests poke at every level).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
const brokenSet = (): Loose => structuredClone(paidQuestionSet) as Loose;

function issuesOf(input: unknown): readonly string[] {
  try {
    parseQuestionSet(input);
  } catch (error) {
    expect(error).toBeInstanceOf(QuestionSetError);
    return (error as QuestionSetError).issues;
  }
  throw new Error('expected the set to be rejected');
}

describe('parseQuestionSet', () => {
  it('returns a valid custom set typed, as given', () => {
    const custom: QuestionSet = {
      id: 'team-x',
      firstQuestion: 'why',
      questions: {
        why: {
          id: 'why',
          text: 'Why?',
          i18nKey: 'x.why',
          choices: [
            { id: 'a', text: 'A', i18nKey: 'x.a', followUp: 'more', pinned: true },
            { id: 'b', text: 'B', i18nKey: 'x.b', skipsCompetitor: true },
            { id: 'c', text: 'C', i18nKey: 'x.c', requiresText: true, pinned: true },
          ],
        },
        more: {
          id: 'more',
          text: 'More?',
          i18nKey: 'x.more',
          choices: [{ id: 'd', text: 'D', i18nKey: 'x.d' }],
        },
      },
      competitor: paidQuestionSet.competitor,
    };
    expect(parseQuestionSet(custom)).toEqual(custom);
  });

  it('names the path of an unknown follow-up', () => {
    const set = brokenSet();
    set.questions.reason.choices[2].followUp = 'prise';
    const error = (() => {
      try {
        return parseQuestionSet(set);
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error).toBeInstanceOf(QuestionSetError);
    expect((error as Error).message).toBe(
      'Invalid question set:\nquestions.reason.choices[2].followUp: unknown question "prise"',
    );
  });

  it('names the path of a missing or mistyped field', () => {
    const set = brokenSet();
    delete set.questions.usage.choices[1].text;
    set.questions.data.choices[0].pinned = 'yes';
    expect(issuesOf(set)).toEqual([
      'questions.usage.choices[1].text: expected string',
      'questions.data.choices[0].pinned: expected boolean',
    ]);
  });

  it('rejects unknown keys, so typos surface', () => {
    const set = brokenSet();
    set.questions.reason.choices[0].followup = 'price';
    expect(issuesOf(set)).toEqual(['questions.reason.choices[0]: unknown key "followup"']);
  });

  it('lists an unknown key with the other rules, and holds those rules while a type is wrong (README)', () => {
    const set = brokenSet();
    set.questions.reason.choices[0].followup = 'price';
    set.questions.reason.choices[2].followUp = 'prise';
    expect(issuesOf(set)).toEqual([
      'questions.reason.choices[0]: unknown key "followup"',
      'questions.reason.choices[2].followUp: unknown question "prise"',
    ]);
    set.questions.usage.choices[1].text = 3;
    expect(issuesOf(set)).toEqual([
      'questions.reason.choices[0]: unknown key "followup"',
      'questions.usage.choices[1].text: expected string',
    ]);
  });

  it('rejects an unknown first question', () => {
    expect(issuesOf({ ...brokenSet(), firstQuestion: 'reasons' })).toEqual([
      'firstQuestion: unknown question "reasons"',
    ]);
  });

  it('rejects duplicate choice ids and ids that differ from their key', () => {
    const set = brokenSet();
    set.questions.price.choices[3].id = 'value';
    set.questions.usage.id = 'use';
    expect(issuesOf(set)).toEqual([
      'questions.price.choices[3].id: duplicate choice id "value"',
      'questions.usage.id: must equal its key "usage"',
    ]);
  });

  it('allows follow-ups only from the first question to another question', () => {
    const set = brokenSet();
    set.questions.price.choices[0].followUp = 'usage';
    set.questions.reason.choices[1].followUp = 'reason';
    expect(issuesOf(set)).toEqual([
      'questions.reason.choices[1].followUp: only the first question can lead to a follow-up question',
      'questions.price.choices[0].followUp: only the first question can lead to a follow-up question',
    ]);
  });

  it('rejects empty texts, keys, ids and choice lists', () => {
    const set = brokenSet();
    set.questions.reason.choices[4].text = '';
    set.competitor.answers.yes.i18nKey = '';
    set.questions.data.choices = [];
    expect(issuesOf(set)).toEqual([
      'questions.reason.choices[4].text: must not be empty',
      'competitor.answers.yes.i18nKey: must not be empty',
      'questions.data.choices: must not be empty',
    ]);
  });

  it('rejects something that is not a question set at all', () => {
    expect(issuesOf(null)).toEqual(['expected object']);
    expect(issuesOf({ id: 'x' })).toEqual([
      'firstQuestion: expected string',
      'questions: expected object',
      'competitor: expected object',
    ]);
  });

  it('is also usable as a zod schema', () => {
    expect(questionSetSchema.safeParse(paidQuestionSet).success).toBe(true);
    const set = brokenSet();
    set.questions.reason.choices[2].followUp = 'prise';
    const result = questionSetSchema.safeParse(set);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([
      'questions',
      'reason',
      'choices',
      2,
      'followUp',
    ]);
  });
});
