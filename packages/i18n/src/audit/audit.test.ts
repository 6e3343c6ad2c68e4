import { describe, expect, test } from 'vitest';
import {
  findEmptyTexts,
  findIdenticalProblems,
  findKeyProblems,
  findPlaceholderProblems,
  findPluralProblems,
} from './audit';

const texts = (entries: Record<string, string>) => new Map(Object.entries(entries));

const english = texts({
  'buttons.continue': 'Continue',
  'products.seo': 'SEO Toolkit',
  'errors.banner': 'Contact us at {email}.',
  'fields.left_one': '{count} character left',
  'fields.left_other': '{count} characters left',
});

const german = texts({
  'buttons.continue': 'Weiter',
  'products.seo': 'SEO Toolkit',
  'errors.banner': 'Schreiben Sie uns an {email}.',
  'fields.left_one': 'Noch {count} Zeichen',
  'fields.left_other': 'Noch {count} Zeichen',
});

describe('findKeyProblems', () => {
  test('accepts the same keys', () => {
    expect(findKeyProblems('de', english, german)).toEqual([]);
  });

  test('names a missing key and an extra key with the language', () => {
    const broken = new Map(german);
    broken.delete('buttons.continue');
    broken.set('buttons.contnue', 'Weiter');
    expect(findKeyProblems('de', english, broken)).toEqual([
      "de: key 'buttons.continue' is missing",
      "de: key 'buttons.contnue' is not in English (extra key)",
    ]);
  });

  test('treats a plural suffix on a key that is not plural in English as extra', () => {
    const broken = new Map(german).set('buttons.continue_other', 'Weiter');
    expect(findKeyProblems('de', english, broken)).toEqual([
      "de: key 'buttons.continue_other' is not in English (extra key)",
    ]);
  });
});

describe('findPluralProblems', () => {
  test('accepts the forms each language needs', () => {
    expect(findPluralProblems('de', english, german)).toEqual([]);
    const japanese = texts({ 'fields.left_other': '残り{count}文字' });
    expect(findPluralProblems('ja', english, japanese)).toEqual([]);
    const polish = texts({
      'fields.left_one': 'Pozostał {count} znak',
      'fields.left_few': 'Pozostały {count} znaki',
      'fields.left_many': 'Pozostało {count} znaków',
      'fields.left_other': 'Pozostało {count} znaku',
    });
    expect(findPluralProblems('pl', english, polish)).toEqual([]);
  });

  test('names each missing form', () => {
    const polish = texts({
      'fields.left_one': 'Pozostał {count} znak',
      'fields.left_other': 'Pozostało {count} znaku',
    });
    expect(findPluralProblems('pl', english, polish)).toEqual([
      "pl: plural form 'fields.left_few' is missing (pl needs _one, _few, _many, _other)",
      "pl: plural form 'fields.left_many' is missing (pl needs _one, _few, _many, _other)",
    ]);
    expect(findPluralProblems('fr', english, german)).toEqual([
      "fr: plural form 'fields.left_many' is missing (fr needs _one, _many, _other)",
    ]);
  });

  test('names forms the language does not use', () => {
    const japanese = texts({
      'fields.left_one': '残り{count}文字',
      'fields.left_other': '残り{count}文字',
    });
    expect(findPluralProblems('ja', english, japanese)).toEqual([
      "ja: plural form 'fields.left_one' is not used in ja (it needs _other)",
    ]);
  });
});

describe('findPlaceholderProblems', () => {
  test('accepts the same placeholders in another order or with a format', () => {
    const reordered = texts({
      'errors.banner': '{email, lowercase} にご連絡ください。',
      'fields.left_other': '{count} 文字',
    });
    expect(findPlaceholderProblems('ja', english, reordered)).toEqual([]);
  });

  test('names a dropped, added or renamed placeholder', () => {
    const broken = texts({
      'buttons.continue': 'Weiter {app}',
      'errors.banner': 'Schreiben Sie uns an {mail}.',
      'fields.left_one': 'Noch ein Zeichen',
    });
    expect(findPlaceholderProblems('de', english, broken)).toEqual([
      "de: 'buttons.continue' has placeholders {app} but English 'buttons.continue' has none",
      "de: 'errors.banner' has placeholders {mail} but English 'errors.banner' has {email}",
      "de: 'fields.left_one' has placeholders none but English 'fields.left_other' has {count}",
    ]);
  });

  test('compares plural forms English lacks against its _other form', () => {
    const polish = texts({ 'fields.left_few': 'Pozostały {n} znaki' });
    expect(findPlaceholderProblems('pl', english, polish)).toEqual([
      "pl: 'fields.left_few' has placeholders {n} but English 'fields.left_other' has {count}",
    ]);
  });

  test('rejects i18next-style double braces, which would render as literal braces', () => {
    const doubled = texts({ 'errors.banner': 'Schreiben Sie uns an {{email}}.' });
    expect(findPlaceholderProblems('de', english, doubled)).toEqual([
      "de: 'errors.banner' uses double braces; placeholders are written {name}",
    ]);
  });
});

describe('findEmptyTexts', () => {
  test('names empty and whitespace-only texts', () => {
    const blank = texts({ 'buttons.continue': '', 'products.seo': ' \n', 'errors.banner': 'x' });
    expect(findEmptyTexts('sv', blank)).toEqual([
      "sv: 'buttons.continue' is empty",
      "sv: 'products.seo' is empty",
    ]);
  });
});

describe('findIdenticalProblems', () => {
  test('accepts texts identical to English when allow-listed', () => {
    expect(findIdenticalProblems('de', english, german, ['products.seo'])).toEqual([]);
  });

  test('names an untranslated text that is not allow-listed', () => {
    const untranslated = new Map(german).set('buttons.continue', 'Continue');
    expect(findIdenticalProblems('de', english, untranslated, ['products.seo'])).toEqual([
      `de: 'buttons.continue' is identical to English ("Continue"); translate it, or add the key to allow-identical.json if it stays English`,
    ]);
  });

  test('compares plural forms English lacks against its _other form', () => {
    const polish = texts({ 'fields.left_many': '{count} characters left' });
    expect(findIdenticalProblems('pl', english, polish, [])).toHaveLength(1);
  });

  test('names allow-list entries that are unknown, not identical or repeated', () => {
    expect(
      findIdenticalProblems('de', english, german, [
        'products.seo',
        'products.seo',
        'products.sseo',
        'buttons.continue',
      ]),
    ).toEqual([
      "de: allow-identical.json lists 'products.seo' twice",
      "de: allow-identical.json lists 'products.sseo', which is not a key of de",
      "de: allow-identical.json lists 'buttons.continue', but its text differs from English; remove it from the list",
    ]);
  });
});
