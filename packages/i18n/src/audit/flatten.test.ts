import { describe, expect, test } from 'vitest';
import { flattenTexts, parseLocaleJson } from './flatten';

describe('parseLocaleJson', () => {
  test('names the file and the reason when the JSON is invalid', () => {
    expect(() => parseLocaleJson('{ "a": "b", }', 'src/locales/de/translation.json')).toThrow(
      /^src\/locales\/de\/translation\.json is not valid JSON: /,
    );
  });
});

describe('flattenTexts', () => {
  test('gives dotted keys in file order', () => {
    const { texts, problems } = flattenTexts(
      { buttons: { continue: 'Weiter', back: 'Zurück' }, products: { 'traffic-and-market': 'T' } },
      'de.json',
    );
    expect([...texts]).toEqual([
      ['buttons.continue', 'Weiter'],
      ['buttons.back', 'Zurück'],
      ['products.traffic-and-market', 'T'],
    ]);
    expect(problems).toEqual([]);
  });

  test('names leaves that are not strings', () => {
    const { problems } = flattenTexts({ a: { b: 3, c: null, d: ['x'] } }, 'de.json');
    expect(problems).toEqual([
      "de.json: 'a.b' must be a text (string), not a number",
      "de.json: 'a.c' must be a text (string), not null",
      "de.json: 'a.d' must be a text (string), not an array",
    ]);
  });

  test('rejects a file that is not an object', () => {
    expect(flattenTexts(['a'], 'de.json').problems).toEqual([
      'de.json must hold a JSON object of texts, not an array',
    ]);
  });
});
