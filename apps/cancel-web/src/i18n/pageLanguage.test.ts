import { describe, expect, it } from 'vitest';
import { languageForUrl, preferredLanguage } from './pageLanguage';

describe('preferredLanguage', () => {
  it.each([
    ['/cancel/seo?lang=de', 'fr', ['ja'], 'de'],
    ['/cancel/seo?lang=pt-BR', null, [], 'pt'],
    ['/cancel/seo?lang=xx', 'fr', ['ja'], 'fr'],
    ['/cancel/seo', 'ko', ['ja'], 'ko'],
    ['/cancel/seo', null, ['xx', 'zh-Hans-CN'], 'zh'],
    ['/cancel/seo', null, [], 'en'],
    // The plan rule applies per URL (languageForUrl), not to the language kept for the visit.
    ['/cancel/plan?lang=de', null, [], 'de'],
  ] as const)('%s, <html lang=%s>, %j -> %s', (href, htmlLang, navigatorLanguages, expected) => {
    expect(preferredLanguage({ href, htmlLang, navigatorLanguages })).toBe(expected);
  });
});

describe('languageForUrl', () => {
  it('is English on the plan page whatever the customer prefers', () => {
    expect(languageForUrl('http://localhost/cancel/plan?lang=de', 'de')).toBe('en');
    expect(languageForUrl('http://localhost/cancel/seo?lang=de', 'de')).toBe('de');
    expect(languageForUrl('http://localhost/cancel/seo?next=plan', 'ja')).toBe('en');
  });
});
