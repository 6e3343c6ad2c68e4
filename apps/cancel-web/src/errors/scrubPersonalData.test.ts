import { describe, expect, it } from 'vitest';
import { REDACTED, scrubPersonalData } from './scrubPersonalData';

describe('scrubPersonalData', () => {
  it('redacts name, e-mail and comments at any depth', () => {
    const event = {
      user: { name: 'Alex', email: 'alex@example.com', id: '42' },
      extra: {
        body: {
          name: 'Alex',
          survey: { first_question: { comment: 'my secret', answers: ['Other'] } },
          fourth_question_comment: 'bye',
        },
      },
    };
    expect(scrubPersonalData(event)).toEqual({
      user: { name: REDACTED, email: REDACTED, id: '42' },
      extra: {
        body: {
          name: REDACTED,
          survey: { first_question: { comment: REDACTED, answers: ['Other'] } },
          fourth_question_comment: REDACTED,
        },
      },
    });
  });

  it('redacts e-mail addresses inside free strings and keeps the rest', () => {
    expect(scrubPersonalData({ message: 'Failed for alex.morgan@example.com at step 4' })).toEqual({
      message: `Failed for ${REDACTED} at step 4`,
    });
  });

  it('leaves the input untouched and copes with cycles', () => {
    const input: Record<string, unknown> = { email: 'a@b.co' };
    input.self = input;
    const output = scrubPersonalData(input);
    expect(input.email).toBe('a@b.co');
    expect((output as Record<string, unknown>).email).toBe(REDACTED);
  });
});
