import { validateText } from '@cancel-flow/survey-engine';
import { describe, expect, it } from 'vitest';
import { sentLength } from './sentLength';

describe('sentLength', () => {
  it('counts the code points of the text that is sent: the ends trimmed, an emoji as 1', () => {
    expect(sentLength('   Alex   ')).toBe(4);
    expect(sentLength('\u200b\u00a0Alex\n\t\ufeff')).toBe(4);
    expect(sentLength(' 😀 ok ')).toBe(4);
    expect(sentLength(' \u200b ')).toBe(0);
  });

  it('is over a limit exactly when validateText says too_long', () => {
    const limit = 5;
    const values = [
      'abcde',
      'abcdef',
      '   abcde   ',
      '  abcdef  ',
      '\u200babcde\u200b',
      '😀😀😀😀😀 ',
      ' 😀😀😀😀😀😀',
      'ab  cd',
    ];
    for (const value of values) {
      const tooLong = validateText('text', value, limit).some(({ code }) => code === 'too_long');
      expect([value, sentLength(value) > limit]).toEqual([value, tooLong]);
    }
  });
});
