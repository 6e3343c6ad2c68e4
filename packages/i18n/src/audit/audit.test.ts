import { describe, expect, test } from 'vitest';
import {
  findElisionProblems,
  findOneLetterWordProblems,
  findEmptyTexts,
  findIdenticalProblems,
  findKeyProblems,
  findMarkupProblems,
  findNumberFormatProblems,
  findPlaceholderProblems,
  findPluralProblems,
  findStayContinueProblems,
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

describe('context variants (i18next context, one sentence per product)', () => {
  const englishWithProducts = texts({
    'products.sst': 'your plan',
    'products.traffic-and-market': 'Traffic & Market Toolkit',
    'toolkitChoice.cancelProduct': 'Cancel {app}',
  });

  test('a language may add a product variant English lacks, and drop {app} in it', () => {
    const german = texts({
      'products.sst': 'Ihren Tarif',
      'products.traffic-and-market': 'Traffic & Market Toolkit',
      'toolkitChoice.cancelProduct': '{app} kündigen',
      'toolkitChoice.cancelProduct_sst': 'Ihren Tarif kündigen',
      'toolkitChoice.cancelProduct_traffic-and-market': 'Das {app} kündigen',
    });
    expect(findKeyProblems('de', englishWithProducts, german)).toEqual([]);
    expect(findPlaceholderProblems('de', englishWithProducts, german)).toEqual([]);
  });

  test('names a variant of a key English does not have, or of an unknown product', () => {
    const german = texts({
      'products.sst': 'Ihren Tarif',
      'products.traffic-and-market': 'Traffic & Market Toolkit',
      'toolkitChoice.cancelProduct': '{app} kündigen',
      'toolkitChoice.cancelProdukt_sst': 'Ihren Tarif kündigen',
      'toolkitChoice.cancelProduct_seo': 'SEO Toolkit kündigen',
    });
    expect(findKeyProblems('de', englishWithProducts, german)).toEqual([
      "de: key 'toolkitChoice.cancelProdukt_sst' is a 'sst' variant of 'toolkitChoice.cancelProdukt', which is not in English",
      "de: key 'toolkitChoice.cancelProduct_seo' is not in English (extra key)",
    ]);
  });

  test('a variant must not add a placeholder its base lacks', () => {
    const german = texts({ 'toolkitChoice.cancelProduct_sst': '{plan} kündigen' });
    expect(findPlaceholderProblems('de', englishWithProducts, german)).toEqual([
      "de: 'toolkitChoice.cancelProduct_sst' has placeholders {plan} but English 'toolkitChoice.cancelProduct' has {app}",
    ]);
  });
});

describe('findElisionProblems', () => {
  const englishProducts = texts({
    'products.seo': 'SEO Toolkit',
    'products.ai': 'AI Toolkit',
    'products.sst': 'your plan',
    'survey.not_sure_need': "I'm not sure I need {app}",
  });
  const french = (extra: Record<string, string>) =>
    texts({
      'products.seo': 'SEO Toolkit',
      'products.ai': 'AI Toolkit',
      'products.sst': 'votre forfait',
      'survey.not_sure_need': 'Je ne sais pas si j’ai vraiment besoin du {app}',
      ...extra,
    });

  test('names a French "du {app}" that would read "du AI Toolkit"', () => {
    expect(findElisionProblems('fr', englishProducts, french({}))).toEqual([
      "fr: 'survey.not_sure_need' reads \"du AI Toolkit\" for ai; add 'survey.not_sure_need_ai' with the form the name needs",
    ]);
  });

  test('accepts the sentence once that product has its own wording', () => {
    const withVariant = french({
      'survey.not_sure_need_ai': 'Je ne sais pas si j’ai vraiment besoin de l’{app}',
    });
    expect(findElisionProblems('fr', englishProducts, withVariant)).toEqual([]);
  });

  test('checks Italian articles too, and leaves other languages alone', () => {
    const italian = texts({
      'products.ai': 'AI Toolkit',
      'survey.not_sure_need': 'Non so se mi serve il {app}',
    });
    expect(findElisionProblems('it', englishProducts, italian)).toHaveLength(1);
    expect(findElisionProblems('de', englishProducts, french({}))).toEqual([]);
  });
});

describe('findNumberFormatProblems', () => {
  test('accepts numbers written with the number format', () => {
    const formatted = texts({
      'fields.left_other': 'Noch {count, number} Zeichen',
      'progress.step': 'Schritt {n, number} von 4',
      'errors.banner': 'Schreiben Sie uns an {email}.',
    });
    expect(findNumberFormatProblems('de', formatted)).toEqual([]);
  });

  test('names a number shown unformatted, which would read 1500 instead of 1.500', () => {
    expect(findNumberFormatProblems('de', german)).toEqual([
      "de: 'fields.left_one' shows the number {count} unformatted; write {count, number}",
      "de: 'fields.left_other' shows the number {count} unformatted; write {count, number}",
    ]);
  });
});

describe('findStayContinueProblems', () => {
  test('accepts stay labels that do not repeat the Continue label', () => {
    const portuguese = texts({
      'buttons.continue': 'Continuar',
      'buttons.stay': 'Quero manter minha assinatura',
      'buttons.stayTrial': 'Manter minha assinatura de teste',
    });
    expect(findStayContinueProblems('pt', portuguese)).toEqual([]);
  });

  test('names a stay label that contains the Continue label, whatever its case', () => {
    const portuguese = texts({
      'buttons.continue': 'Continuar',
      'buttons.stay': 'Quero continuar',
      'buttons.stayTrial': 'Manter minha assinatura de teste',
    });
    expect(findStayContinueProblems('pt', portuguese)).toEqual([
      `pt: 'buttons.stay' ("Quero continuar") contains the Continue label "Continuar"; the stay and continue buttons must not share a word`,
    ]);
    const chinese = texts({ 'buttons.continue': '继续', 'buttons.stayTrial': '继续免费试用' });
    expect(findStayContinueProblems('zh', chinese)).toHaveLength(1);
  });
});

describe('findMarkupProblems', () => {
  const englishLink = texts({ note: 'No extra tools. <link>Learn more</link>' });

  test('accepts the same markup in another place', () => {
    const japanese = texts({ note: '<link>詳細</link>をご覧ください。' });
    expect(findMarkupProblems('ja', englishLink, japanese)).toEqual([]);
  });

  test('names dropped, renamed or unclosed markup', () => {
    const broken = texts({ note: 'Keine Zusatztools. Mehr erfahren' });
    expect(findMarkupProblems('de', englishLink, broken)).toEqual([
      "de: 'note' has markup none but English has </link> <link>",
    ]);
    const unclosed = texts({ note: 'Keine Zusatztools. <link>Mehr erfahren<link>' });
    expect(findMarkupProblems('de', englishLink, unclosed)).toHaveLength(1);
  });
});

describe('findOneLetterWordProblems', () => {
  test('finds a Polish one-letter word before an ordinary space, and accepts a no-break space', () => {
    const texts = new Map([
      ['a', 'Korzystam z innej usługi'],
      ['b', 'Korzystam z\u00a0innej usługi i\u00a0mam plan'],
      ['c', 'W tym miesiącu'],
    ]);
    expect(findOneLetterWordProblems('pl', texts)).toEqual([
      expect.stringContaining('\'a\' may end a line with "z"'),
      expect.stringContaining('\'c\' may end a line with "W"'),
    ]);
  });

  test('leaves other languages alone', () => {
    expect(findOneLetterWordProblems('en', new Map([['a', 'I want a refund']]))).toEqual([]);
  });
});
