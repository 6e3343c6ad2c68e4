import { describe, expect, it } from 'vitest';
import { FREE_TEXT_MAX_LENGTH, NAME_MAX_LENGTH, SERVICES_MAX_LENGTH } from './limits';
import { textLength } from './text-length';
import { trimText } from './trim-text';
import { validateFinalStep, validateText } from './validators';

const emoji = '😀'; // U+1F600: one code point, two UTF-16 units
const family = '👨‍👩‍👧'; // three emoji joined by two zero-width joiners: five code points
const combined = 'e\u0301'; // "é" as e + combining acute accent: two code points
const surrogatePair = '\u{1D11E}'; // 𝄞 musical symbol G clef

describe('limits', () => {
  it('are the numbers of product §5', () => {
    expect([NAME_MAX_LENGTH, FREE_TEXT_MAX_LENGTH, SERVICES_MAX_LENGTH]).toEqual([80, 1500, 250]);
  });
});

describe('textLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    [emoji, 1],
    [surrogatePair, 1],
    [combined, 2],
    [family, 5],
    ['ü', 1],
    ['日本語', 3],
    [`${emoji}${emoji} x`, 4],
  ])('counts %j as %i code points', (value, length) => {
    expect(textLength(value)).toBe(length);
  });

  it('differs from String#length for astral characters, as Python len() does', () => {
    expect(emoji.length).toBe(2);
    expect(textLength(emoji)).toBe(1);
  });
});

describe('validateText', () => {
  it.each([
    ['', [{ field: 'text', code: 'required' }]],
    [' ', [{ field: 'text', code: 'blank' }]],
    ['\n\t \u00a0', [{ field: 'text', code: 'blank' }]],
    ['a', []],
    [' a ', []],
  ])('checks %j', (value, issues) => {
    expect(validateText('text', value, 10)).toEqual(issues);
  });

  it.each([
    ['step 1 and 2 free text', 'text', FREE_TEXT_MAX_LENGTH, 1500],
    ['services', 'services', SERVICES_MAX_LENGTH, 250],
  ] as const)('accepts %s up to its limit and not one more', (_, field, max, expected) => {
    expect(max).toBe(expected);
    expect(validateText(field, 'a'.repeat(max), max)).toEqual([]);
    expect(validateText(field, 'a'.repeat(max + 1), max)).toEqual([
      { field, code: 'too_long', params: { count: max } },
    ]);
  });

  it('counts emoji and surrogate pairs as one, combining marks on their own', () => {
    expect(validateText('services', emoji.repeat(250), 250)).toEqual([]);
    expect(validateText('services', surrogatePair.repeat(250), 250)).toEqual([]);
    expect(validateText('services', emoji.repeat(251), 250)).toEqual([
      { field: 'services', code: 'too_long', params: { count: 250 } },
    ]);
    expect(validateText('services', combined.repeat(125), 250)).toEqual([]);
    expect(validateText('services', `${combined.repeat(125)}x`, 250)[0]?.code).toBe('too_long');
  });

  it('counts the trimmed text that is sent, not the surrounding spaces', () => {
    expect(validateText('text', ` ${'a'.repeat(1500)} `, 1500)).toEqual([]);
    expect(validateText('text', `\u200b\n${'a'.repeat(1500)}\ufeff`, 1500)).toEqual([]);
    expect(validateText('text', ` ${'a'.repeat(1501)}`, 1500)[0]?.code).toBe('too_long');
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['zero-width joiners and non-joiners', '\u200c\u200d'],
    ['a word joiner', '\u2060'],
    ['a byte-order mark', '\ufeff'],
    ['a soft hyphen', '\u00ad'],
    ['a left-to-right mark', '\u200e'],
    ['an Arabic letter mark', '\u061c'],
    ['a Hangul filler', '\u3164'],
    ['ideographic and other Unicode spaces', '\u3000\u2003\u2028\u1680'],
    ['a mix of them', ' \u200b\t\u00a0\u2060 '],
  ])('treats %s as blank', (_, value) => {
    expect(validateText('text', value, 10)).toEqual([{ field: 'text', code: 'blank' }]);
  });
});

describe('trimText', () => {
  it.each([
    ['  Ada  ', 'Ada'],
    ['\u200bAda\u200b', 'Ada'],
    ['\ufeff\u00adAda Lovelace\u2060\u200d ', 'Ada Lovelace'],
    ['\u200b \u200b', ''],
    ['Ada\u200dLovelace', 'Ada\u200dLovelace'],
  ])('turns %j into %j', (value, trimmed) => {
    expect(trimText(value)).toBe(trimmed);
  });

  it('keeps what shapes the last character: emoji variation selectors and flag tags', () => {
    const heart = '\u2764\ufe0f'; // ❤️
    const england = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}';
    expect(trimText(`Ada ${heart}`)).toBe(`Ada ${heart}`);
    expect(trimText(`${heart} \u200b`)).toBe(heart);
    expect(trimText(`Ada ${england}\n`)).toBe(`Ada ${england}`);
    expect(trimText(family)).toBe(family);
  });
});

describe('validateFinalStep', () => {
  const valid = { name: 'Ada Lovelace', agreed: true, comment: '' };

  it('accepts a name and the agreement; the comment has no rules', () => {
    expect(validateFinalStep(valid)).toEqual([]);
    expect(validateFinalStep({ ...valid, comment: 'x'.repeat(10_000) })).toEqual([]);
    expect(validateFinalStep({ name: 'Ada', agreed: true })).toEqual([]);
  });

  it.each([
    ['', 'required'],
    ['   ', 'blank'],
    ['\t\n', 'blank'],
    ['\u200b\u200b\u200b', 'blank'],
  ])('rejects the name %j as %s', (name, code) => {
    expect(validateFinalStep({ ...valid, name })).toEqual([{ field: 'name', code }]);
  });

  it('accepts 80 characters of name and not 81, emoji counting as one', () => {
    expect(validateFinalStep({ ...valid, name: 'a'.repeat(80) })).toEqual([]);
    expect(validateFinalStep({ ...valid, name: emoji.repeat(80) })).toEqual([]);
    expect(validateFinalStep({ ...valid, name: 'a'.repeat(81) })).toEqual([
      { field: 'name', code: 'too_long', params: { count: 80 } },
    ]);
    expect(validateFinalStep({ ...valid, name: emoji.repeat(81) })).toEqual([
      { field: 'name', code: 'too_long', params: { count: 80 } },
    ]);
  });

  it('counts the name that is sent: a leading space plus 80 characters is accepted', () => {
    expect(validateFinalStep({ ...valid, name: ` ${'a'.repeat(80)}` })).toEqual([]);
    expect(validateFinalStep({ ...valid, name: `\u200b${'a'.repeat(80)}\u200b ` })).toEqual([]);
    expect(validateFinalStep({ ...valid, name: ` ${'a'.repeat(81)}` })).toEqual([
      { field: 'name', code: 'too_long', params: { count: 80 } },
    ]);
  });

  it('requires the agreement to be ticked', () => {
    expect(validateFinalStep({ ...valid, agreed: false })).toEqual([
      { field: 'agreed', code: 'required' },
    ]);
  });

  it('reports every problem of the form at once, in field order', () => {
    expect(validateFinalStep({ name: '', agreed: false })).toEqual([
      { field: 'name', code: 'required' },
      { field: 'agreed', code: 'required' },
    ]);
  });
});
