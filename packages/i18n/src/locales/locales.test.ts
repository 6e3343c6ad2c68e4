// Checks every locale file against English. A failure lists each problem with its language and key.
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
} from '../audit/audit';
import {
  glossaryPath,
  localeFolders,
  readAllowIdentical,
  readGlossary,
  readLocale,
  readLocaleFiles,
  textFileNames,
  translationPath,
} from '../audit/read-locale';
import { fallbackLanguage, supportedLanguages } from '../languages/languages';

const english = readLocale(fallbackLanguage);
const translated = supportedLanguages.filter((language) => language !== fallbackLanguage);

describe('locale folders', () => {
  test.each(supportedLanguages)('%s has its folder of texts', (language) => {
    expect(localeFolders(), `${translationPath(language)} is missing`).toContain(language);
  });

  test('hold only supported languages', () => {
    const unexpected = localeFolders().filter(
      (folder) => !(supportedLanguages as readonly string[]).includes(folder),
    );
    expect(unexpected, 'src/locales/ has folders for unsupported languages').toEqual([]);
  });
});

describe('en (the source)', () => {
  test('has only non-empty texts', () => {
    expect([...english.problems, ...findEmptyTexts('en', english.texts)]).toEqual([]);
  });

  test("has English's plural forms and the same placeholders in each", () => {
    expect([
      ...findPluralProblems('en', english.texts, english.texts),
      ...findPlaceholderProblems('en', english.texts, english.texts),
      ...findMarkupProblems('en', english.texts, english.texts),
    ]).toEqual([]);
  });

  test('formats every number for the language', () => {
    expect(findNumberFormatProblems('en', english.texts)).toEqual([]);
  });

  test('does not repeat the Continue label in the stay buttons', () => {
    expect(findStayContinueProblems('en', english.texts)).toEqual([]);
  });
});

describe.each(translated)('%s', (language) => {
  // Read lazily, so a missing or broken file fails each test with its own clear message.
  const locale = () => readLocale(language);

  test('is valid JSON whose texts are all strings', () => {
    expect(locale().problems).toEqual([]);
  });

  test('has every English key and no other', () => {
    expect(findKeyProblems(language, english.texts, locale().texts)).toEqual([]);
  });

  test("puts each group in English's file: a part loaded apart has all its texts", () => {
    const groupsByFile = (of: string) => readLocaleFiles(of).map((file) => file.groups);
    expect(groupsByFile(language), `groups of ${textFileNames.join(', ')}`).toEqual(
      groupsByFile(fallbackLanguage),
    );
  });

  test(`has exactly the plural forms ${language} needs`, () => {
    expect(findPluralProblems(language, english.texts, locale().texts)).toEqual([]);
  });

  test("keeps English's placeholders in every text", () => {
    expect(findPlaceholderProblems(language, english.texts, locale().texts)).toEqual([]);
  });

  test('keeps the link and other markup of English', () => {
    expect(findMarkupProblems(language, english.texts, locale().texts)).toEqual([]);
  });

  test('formats every number for the language ({count, number})', () => {
    expect(findNumberFormatProblems(language, locale().texts)).toEqual([]);
  });

  test('does not repeat the Continue label in the stay buttons', () => {
    expect(findStayContinueProblems(language, locale().texts)).toEqual([]);
  });

  test('gives a product name that starts with a vowel the article it needs', () => {
    expect(findElisionProblems(language, english.texts, locale().texts)).toEqual([]);
  });

  test('never ends a line with a one-letter word where the language binds it to the next', () => {
    expect(findOneLetterWordProblems(language, locale().texts)).toEqual([]);
  });

  test('has no empty text', () => {
    expect(findEmptyTexts(language, locale().texts)).toEqual([]);
  });

  test('translates every text, except those in allow-identical.json', () => {
    expect(
      findIdenticalProblems(language, english.texts, locale().texts, readAllowIdentical(language)),
    ).toEqual([]);
  });

  test('has a glossary', () => {
    const glossary = readGlossary(language);
    expect(glossary, `${language}: ${glossaryPath(language)} is missing`).toBeDefined();
    expect(glossary?.trim(), `${language}: ${glossaryPath(language)} is empty`).not.toBe('');
  });
});
