import { describe, expect, test } from 'vitest';
import {
  fallbackLanguage,
  isSupportedLanguage,
  languageNames,
  regionalFallbacks,
  supportedLanguages,
  toSupportedLanguage,
} from './languages';

describe('supportedLanguages', () => {
  test('are the 14 languages of product §1, English being the fallback', () => {
    // prettier-ignore
    expect(supportedLanguages).toEqual([
      'de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'nl', 'pl', 'pt', 'sv', 'tr', 'vi', 'zh',
    ]);
    expect(fallbackLanguage).toBe('en');
  });
});

describe('languageNames', () => {
  test.each(supportedLanguages)('%s is named in its own language', (language) => {
    // Intl knows each language's own name; pickers show it capitalised ('Español', not 'español').
    const native = new Intl.DisplayNames([language], { type: 'language' }).of(language);
    expect(languageNames[language].toLocaleLowerCase(language)).toBe(
      native?.toLocaleLowerCase(language),
    );
    expect(languageNames[language][0]).toBe(
      languageNames[language][0]?.toLocaleUpperCase(language),
    );
  });
});

describe('toSupportedLanguage', () => {
  test.each([
    ['de', 'de'],
    ['DE', 'de'],
    ['pt-BR', 'pt'],
    ['zh-Hans-CN', 'zh'],
    ['zh-TW', 'zh'],
    ['de_CH', 'de'],
    ['  fr-CA ', 'fr'],
    ['en-GB', 'en'],
    ['xx', undefined],
    ['ru-RU', undefined],
    ['deu', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j -> %j', (tag, expected) => {
    expect(toSupportedLanguage(tag)).toBe(expected);
  });
});

describe('regional codes we do not offer', () => {
  test.each([
    ['zh-TW', 'zh'],
    ['zh-HK', 'zh'],
    ['zh-Hant', 'zh'],
    ['zh-Hant-TW', 'zh'],
    ['zh_hk', 'zh'],
    ['pt-PT', 'pt'],
  ])('%s gets %s on purpose, as listed in regionalFallbacks', (tag, expected) => {
    expect(toSupportedLanguage(tag)).toBe(expected);
    expect(Object.keys(regionalFallbacks)).toContain(
      tag.toLowerCase().replace('_', '-').split('-').slice(0, 2).join('-'),
    );
  });

  test('only map to supported languages', () => {
    expect(Object.values(regionalFallbacks).every(isSupportedLanguage)).toBe(true);
  });
});

describe('isSupportedLanguage', () => {
  test('accepts exact codes only', () => {
    expect(isSupportedLanguage('ko')).toBe(true);
    expect(isSupportedLanguage('ko-KR')).toBe(false);
    expect(isSupportedLanguage('KO')).toBe(false);
    expect(isSupportedLanguage(undefined)).toBe(false);
  });
});
