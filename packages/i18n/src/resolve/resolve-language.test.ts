import { describe, expect, test, vi } from 'vitest';
import {
  languageQuery,
  pageLanguage,
  preferredLanguage,
  resolveLanguage,
  type ResolveLanguageInput,
} from './resolve-language';

const page = 'https://www.example.com/cancel/seo';

describe('resolveLanguage', () => {
  // prettier-ignore
  test.each<[string, ResolveLanguageInput, string]>([
    ['?lang= first', { url: `${page}?lang=de`, htmlLang: 'fr', navigatorLanguages: ['ja'] }, 'de'],
    ['?lang= region variant', { url: `${page}?lang=pt-BR`, htmlLang: 'fr' }, 'pt'],
    ['?lang= case-insensitive', { url: `${page}?lang=KO`, htmlLang: 'fr' }, 'ko'],
    ['?lang= among other parameters', { url: `${page}?mock=trial&lang=sv` }, 'sv'],
    ['?lang= unsupported: <html lang>', { url: `${page}?lang=ru`, htmlLang: 'it' }, 'it'],
    ['?lang= empty: <html lang>', { url: `${page}?lang=`, htmlLang: 'it' }, 'it'],
    ['<html lang> next', { url: page, htmlLang: 'es', navigatorLanguages: ['ja'] }, 'es'],
    ['<html lang> with script and region', { url: page, htmlLang: 'zh-Hans-CN' }, 'zh'],
    ['Traditional Chinese gets Simplified (not offered yet)', { url: page, navigatorLanguages: ['zh-TW', 'en'] }, 'zh'],
    ['European Portuguese gets Brazilian', { url: `${page}?lang=pt-PT` }, 'pt'],
    ['<html lang> with underscore', { url: page, htmlLang: 'de_CH' }, 'de'],
    ['<html lang> empty: browser', { url: page, htmlLang: '', navigatorLanguages: ['nl'] }, 'nl'],
    ['browser languages in order', { url: page, navigatorLanguages: ['tr-TR', 'de'] }, 'tr'],
    ['unsupported browser languages skipped', { url: page, navigatorLanguages: ['ru', 'uk', 'vi-VN'] }, 'vi'],
    ['nothing supported: English', { url: page, htmlLang: 'ru', navigatorLanguages: ['uk', 'he'] }, 'en'],
    ['nothing given: English', { url: page }, 'en'],
    ['null inputs: English', { url: page, htmlLang: null, navigatorLanguages: null }, 'en'],
    ['/cancel/plan is English', { url: 'https://www.example.com/cancel/plan?lang=de', htmlLang: 'fr', navigatorLanguages: ['ja'] }, 'en'],
    ['/cancel/plan/confirm-unsubscribe is English', { url: 'https://www.example.com/cancel/plan/confirm-unsubscribe?key=k&lang=pl' }, 'en'],
    ['a URL object', { url: new URL(`${page}?lang=ja`) }, 'ja'],
    ['a relative URL', { url: '/cancel/seo?lang=fr' }, 'fr'],
  ])('%s', (_name, input, expected) => {
    expect(resolveLanguage(input)).toBe(expected);
  });
});

describe('pageLanguage', () => {
  test('is English when the path contains plan, whatever the customer prefers', () => {
    expect(pageLanguage('http://localhost/cancel/plan?lang=de', 'de')).toBe('en');
    expect(pageLanguage('/cancel/plan/confirm-unsubscribe', 'ja')).toBe('en');
  });

  test('reads the path as the router does: in any case, and decoded', () => {
    expect(pageLanguage('http://localhost/cancel/Plan?lang=de', 'de')).toBe('en');
    expect(pageLanguage('/cancel/PLAN', 'ja')).toBe('en');
    expect(pageLanguage('/cancel/%70lan', 'ko')).toBe('en');
    expect(pageLanguage('/cancel/%E0%A4%A/plan', 'pl')).toBe('en');
    expect(pageLanguage('/cancel/%E0%A4%A/seo', 'pl')).toBe('pl');
  });

  test('ignores plan in the query string and the hash', () => {
    expect(pageLanguage('http://localhost/cancel/seo?lang=de', 'de')).toBe('de');
    expect(pageLanguage('http://localhost/cancel/seo?next=plan', 'ja')).toBe('ja');
    expect(pageLanguage('/cancel/seo?utm_campaign=planner#plan', 'ko')).toBe('ko');
  });
});

describe('languageQuery', () => {
  test("keeps only the query's language, for the page an in-app link leads to", () => {
    expect(languageQuery('?mock=paid&lang=de&key=secret')).toBe('?lang=de');
    expect(languageQuery('?lang=pt-BR')).toBe('?lang=pt-BR');
    expect(languageQuery('?key=secret')).toBe('');
    expect(languageQuery('')).toBe('');
  });

  test('is read back as the same language', () => {
    for (const search of ['?lang=ja', '?a=1&lang=zh-TW']) {
      expect(preferredLanguage({ url: `/cancel/seo${languageQuery(search)}` })).toBe(
        preferredLanguage({ url: `/cancel/${search}` }),
      );
    }
  });
});

describe('preferredLanguage', () => {
  // The plan rule applies per URL (pageLanguage), not to the language kept for the visit.
  test.each([
    ['/cancel/seo?lang=de', 'fr', ['ja'], 'de'],
    ['/cancel/seo?lang=pt-BR', null, [], 'pt'],
    ['/cancel/seo?lang=xx', 'fr', ['ja'], 'fr'],
    ['/cancel/seo', 'ko', ['ja'], 'ko'],
    ['/cancel/seo', null, ['xx', 'zh-Hans-CN'], 'zh'],
    ['/cancel/seo', null, [], 'en'],
    ['/cancel/plan?lang=de', null, [], 'de'],
  ] as const)('%s, <html lang=%s>, %j -> %s', (url, htmlLang, navigatorLanguages, expected) => {
    expect(preferredLanguage({ url, htmlLang, navigatorLanguages })).toBe(expected);
  });

  test("reads the browser's languages from a function, and only when the URL and <html lang> name none", () => {
    const navigatorLanguages = vi.fn(() => ['de-AT', 'en']);
    expect(
      preferredLanguage({ url: '/cancel/seo?lang=ja', htmlLang: 'fr', navigatorLanguages }),
    ).toBe('ja');
    expect(preferredLanguage({ url: '/cancel/seo', htmlLang: 'fr', navigatorLanguages })).toBe(
      'fr',
    );
    expect(navigatorLanguages).not.toHaveBeenCalled();
    expect(
      preferredLanguage({ url: '/cancel/seo?lang=xx', htmlLang: 'ru', navigatorLanguages }),
    ).toBe('de');
    expect(navigatorLanguages).toHaveBeenCalledTimes(1);
    expect(preferredLanguage({ url: '/cancel/seo', navigatorLanguages: () => undefined })).toBe(
      'en',
    );
  });
});
