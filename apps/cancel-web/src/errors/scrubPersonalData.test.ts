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

  it('keeps a name that is not a person’s, such as a failure or an error class', () => {
    const event = {
      tags: { failure: 'Send confirmation email was failed' },
      exception: { values: [{ type: 'RequestError', value: 'x' }] },
      contexts: { browser: { name: 'Chrome' } },
      extra: { error: { name: 'RequestError', message: 'Request was failed' } },
    };
    expect(scrubPersonalData(event)).toEqual(event);
  });

  it('hides query values in URLs, the confirm key included, but keeps mock, lang and to', () => {
    expect(
      scrubPersonalData({
        url: 'https://x.test/cancel/seo/confirm-unsubscribe?key=abc123&lang=de',
        message: 'Request was failed: url: /cancel/api/seo/confirm/?key=abc123, status: 500',
        to: '/cancel/all?mock=paid&token=t0k',
      }),
    ).toEqual({
      url: `https://x.test/cancel/seo/confirm-unsubscribe?key=${REDACTED}&lang=de`,
      message: `Request was failed: url: /cancel/api/seo/confirm/?key=${REDACTED}, status: 500`,
      to: `/cancel/all?mock=paid&token=${REDACTED}`,
    });
  });

  it('removes the registered personal values wherever they appear, URL-encoded too', () => {
    const personalValues = ['Alex Morgan', 'alex+1@example.com'];
    expect(
      scrubPersonalData(
        {
          message: 'Failed for Alex Morgan',
          breadcrumbs: [{ data: { url: '/x/alex%2B1%40example.com/' } }],
        },
        { personalValues },
      ),
    ).toEqual({
      message: `Failed for ${REDACTED}`,
      breadcrumbs: [{ data: { url: `/x/${REDACTED}/` } }],
    });
  });

  it('removes registered values in any letter case and escaped inside JSON', () => {
    const personalValues = ['Zed Quill', 'line one\n"quoted"'];
    expect(
      scrubPersonalData(
        {
          message: 'Failed for zed quill and ZED QUILL',
          body: JSON.stringify({ comment_text: 'line one\n"quoted"' }),
        },
        { personalValues },
      ),
    ).toEqual({
      message: `Failed for ${REDACTED} and ${REDACTED}`,
      body: `{"comment_text":"${REDACTED}"}`,
    });
  });

  it('keeps the failure name whole when a short registered value is part of it', () => {
    const failure = 'Send confirmation email was failed';
    expect(
      scrubPersonalData(
        { tags: { failure }, extra: { failure }, message: 'it was slow' },
        { personalValues: ['was'] },
      ),
    ).toEqual({
      tags: { failure },
      extra: { failure },
      message: `it ${REDACTED} slow`,
    });
  });
});
