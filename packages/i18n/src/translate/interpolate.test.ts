import { describe, expect, test } from 'vitest';
import { supportedLanguages } from '../languages/languages';
import { interpolate } from './interpolate';

describe('interpolate', () => {
  test('fills names, keeps a placeholder without a value, empties one passed as undefined', () => {
    expect(interpolate('Hi {name}, {missing}', { name: 'Ada' }, 'en')).toBe('Hi Ada, {missing}');
    expect(interpolate('at {email}.', { email: undefined }, 'en')).toBe('at .');
    expect(interpolate('{ name }', { name: 'Ada' }, 'en')).toBe('Ada');
  });

  test.each(supportedLanguages)(
    '%s: {n, number} equals Intl.NumberFormat for 0 to 999 and larger numbers',
    (language) => {
      const intl = new Intl.NumberFormat(language);
      for (const n of [...Array.from({ length: 1000 }, (_, i) => i), 1000, 1500, 12_345, 2.5, -3]) {
        expect(interpolate('{n, number}', { n }, language)).toBe(intl.format(n));
      }
    },
  );
});
