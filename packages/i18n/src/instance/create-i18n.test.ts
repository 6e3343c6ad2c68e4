import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { readLocale } from '../audit/read-locale';
import { changeLanguage, createI18n } from './create-i18n';
import { hasTexts, loadTexts } from './load-texts';
import type * as loaders from './loaders';
import {
  LocaleLoadTimeoutError,
  loadLocale,
  loadWithTimeout,
  UnsupportedLanguageError,
} from './loaders';

vi.mock('./loaders', async (importOriginal) => {
  const actual = await importOriginal<typeof loaders>();
  // loadWithTimeout: the parts' downloads (loadLocale calls its own, unmocked).
  return {
    ...actual,
    loadLocale: vi.fn(actual.loadLocale),
    loadWithTimeout: vi.fn(actual.loadWithTimeout),
  };
});

const loadSpy = vi.mocked(loadLocale);
const partLoadSpy = vi.mocked(loadWithTimeout);
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  loadSpy.mockClear();
  partLoadSpy.mockClear();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

/** A language's own text for a key, with its placeholders filled in. */
function expectedText(language: string, key: string, values: Record<string, string | number>) {
  const text = readLocale(language).texts.get(key);
  if (text === undefined) throw new Error(`${language} has no '${key}'`);
  return text.replace(/\{(\w+)(, number)?\}/g, (_match, name: string, number?: string) =>
    number ? new Intl.NumberFormat(language).format(Number(values[name])) : String(values[name]),
  );
}

describe('createI18n', () => {
  test('English: single-brace placeholders, plurals, no HTML escaping', async () => {
    const i18n = await createI18n({ language: 'en' });
    await loadTexts(i18n, 'outcome');
    expect(i18n.language).toBe('en');
    expect(i18n.t('buttons.continue')).toBe('Continue');
    expect(i18n.t('progress.step', { n: 2 })).toBe('Step 2 of 4');
    expect(i18n.t('finalStep.nameTooLong', { count: 80 })).toBe(
      'Please enter your name within 80 characters.',
    );
    expect(i18n.t('fields.charactersLeft', { count: 1 })).toBe('1 character left');
    expect(i18n.t('fields.charactersLeft', { count: 0 })).toBe('0 characters left');
    expect(i18n.t('checkEmail.resendCountdown', { count: 1, countdown: 1 })).toBe(
      'You can resend the email in 1 second',
    );
    expect(i18n.t('checkEmail.resendCountdown', { count: 42, countdown: 42 })).toBe(
      'You can resend the email in 42 seconds',
    );
    // React escapes on render; t() must not escape a second time.
    expect(i18n.t('errors.banner', { email: "o'brien&co@example.com" })).toBe(
      "Something went wrong. If the problem persists, please contact us at o'brien&co@example.com.",
    );
    expect(i18n.t('survey.not_sure.question', { app: 'SEO Toolkit' })).toBe(
      'Why are you not sure you need SEO Toolkit?',
    );
  });

  test('downloads only the chosen language', async () => {
    const i18n = await createI18n({ language: 'ja' });
    expect(loadSpy.mock.calls).toEqual([['ja']]);
    expect(i18n.language).toBe('ja');
    expect(i18n.texts('en')).toBeUndefined();
    expect(i18n.texts('ja')).toBeDefined();
    expect(i18n.t('buttons.continue')).toBe(expectedText('ja', 'buttons.continue', {}));
  });

  test('Japanese has one plural form for every count', async () => {
    const i18n = await createI18n({ language: 'ja' });
    for (const count of [1, 2, 5]) {
      expect(i18n.t('fields.charactersLeft', { count })).toBe(
        expectedText('ja', 'fields.charactersLeft_other', { count }),
      );
    }
    expect(i18n.t('progress.step', { n: 3 })).toBe(expectedText('ja', 'progress.step', { n: 3 }));
  });

  test('Polish picks one, few and many: 1, 2, 5, 22 seconds', async () => {
    const i18n = await createI18n({ language: 'pl' });
    await loadTexts(i18n, 'outcome');
    const forms = { 1: 'one', 2: 'few', 5: 'many', 22: 'few' } as const;
    for (const [count, form] of Object.entries(forms)) {
      const text = i18n.t('checkEmail.resendCountdown', {
        count: Number(count),
        countdown: Number(count),
      });
      expect(text).toContain(count);
      expect(text).toBe(
        expectedText('pl', `checkEmail.resendCountdown_${form}`, { countdown: count }),
      );
    }
    expect(i18n.t('fields.charactersLeft', { count: 2 })).not.toBe(
      i18n.t('fields.charactersLeft', { count: 5 }),
    );
  });

  test('formats counts for the language: 1.500 in German, 1 500 in French, 1500 in Polish', async () => {
    const german = await createI18n({ language: 'de' });
    expect(german.t('fields.charactersLeft', { count: 1500 })).toBe('Noch 1.500 Zeichen übrig');
    const french = await createI18n({ language: 'fr' });
    // French groups with a narrow no-break space (U+202F), and 0 and 1 take the singular.
    expect(french.t('validation.commentTooLong', { count: 1500 })).toContain(
      '1\u202f500 caractères',
    );
    expect(french.t('fields.charactersLeft', { count: 0 })).toBe('0 caractère restant');
    // Polish does not group four-digit numbers (CLDR), and 1500 takes the "many" form.
    const polish = await createI18n({ language: 'pl' });
    expect(polish.t('fields.charactersLeft', { count: 1500 })).toBe(
      expectedText('pl', 'fields.charactersLeft_many', { count: 1500 }),
    );
    expect(polish.t('fields.charactersLeft', { count: 1500 })).toContain('1500');
  });

  test('words a sentence per product where the language needs it, else the base with {app}', async () => {
    const german = await createI18n({ language: 'de' });
    await loadTexts(german, 'pages'); // the toolkit choice's texts
    const cancel = (context: string, app: string) =>
      german.t('toolkitChoice.cancelProduct', { context, app });
    expect(cancel('seo', 'SEO Toolkit')).toBe('SEO Toolkit kündigen');
    expect(cancel('sst', 'Ihren Tarif')).toBe('Ihren Tarif kündigen');
    const english = await createI18n({ language: 'en' });
    await loadTexts(english, 'pages');
    expect(english.t('toolkitChoice.cancelProduct', { context: 'sst', app: 'your plan' })).toBe(
      'Cancel your plan',
    );
  });

  test('maps a region variant to its language', async () => {
    const i18n = await createI18n({ language: 'ja-JP' });
    expect(i18n.language).toBe('ja');
  });

  test('an unsupported language is reported once and English is shown', async () => {
    const onLoadError = vi.fn();
    const i18n = await createI18n({ language: 'xx', onLoadError });
    expect(onLoadError).toHaveBeenCalledTimes(1);
    expect(onLoadError).toHaveBeenCalledWith(expect.any(UnsupportedLanguageError), 'xx');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('en');
    expect(i18n.t('buttons.continue')).toBe('Continue');
  });

  test('a locale that fails to load is reported once and English is shown', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    loadSpy.mockRejectedValueOnce(failure);
    const onLoadError = vi.fn();
    const i18n = await createI18n({ language: 'de', onLoadError });
    expect(onLoadError.mock.calls).toEqual([[failure, 'de']]);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain("'de'");
    expect(loadSpy.mock.calls).toEqual([['de'], ['en']]);
    expect(i18n.language).toBe('en');
    expect(i18n.t('steps.reason.title')).toBe("We're sorry to see you go");
  });

  test('a throwing onLoadError does not stop the page from rendering', async () => {
    const i18n = await createI18n({
      language: 'xx',
      onLoadError: () => {
        throw new Error('reporter down');
      },
    });
    expect(i18n.t('buttons.continue')).toBe('Continue');
  });

  test('keeps a placeholder without a value as written, and empties one passed as undefined', async () => {
    const i18n = await createI18n({ language: 'en' });
    // @ts-expect-error left out on purpose: what shows when an app forgets the value
    expect(i18n.t('errors.banner')).toContain('{email}');
    // @ts-expect-error the same for a value that is undefined at run time
    expect(i18n.t('errors.banner', { email: undefined })).toContain('contact us at .');
  });

  test('shows the key itself for a key no language has', async () => {
    const i18n = await createI18n({ language: 'de' });
    const t = i18n.t as (key: string) => string;
    expect(t('buttons.noSuchButton')).toBe('buttons.noSuchButton');
  });

  test('creates independent instances', async () => {
    const [english, japanese] = await Promise.all([
      createI18n({ language: 'en' }),
      createI18n({ language: 'ja' }),
    ]);
    expect(english).not.toBe(japanese);
    expect(english.language).toBe('en');
    expect(japanese.language).toBe('ja');
  });
});

describe('changeLanguage', () => {
  test('loads the new language, then switches to it', async () => {
    const i18n = await createI18n({ language: 'en' });
    const changed = vi.fn();
    i18n.subscribe(changed);
    const englishT = i18n.t;
    await expect(changeLanguage(i18n, 'ja')).resolves.toBe('ja');
    expect(i18n.language).toBe('ja');
    expect(changed).toHaveBeenCalledWith('ja');
    // A new t for the new language, so components that depend on it render again.
    expect(i18n.t).not.toBe(englishT);
    expect(i18n.t('buttons.continue')).toBe(expectedText('ja', 'buttons.continue', {}));
    await expect(changeLanguage(i18n, 'en')).resolves.toBe('en');
    expect(i18n.t('buttons.continue')).toBe('Continue');
    // Each language is downloaded once.
    expect(loadSpy.mock.calls).toEqual([['en'], ['ja']]);
  });

  test("a failed switch is reported through the instance's onLoadError and shows English", async () => {
    const onLoadError = vi.fn();
    const i18n = await createI18n({ language: 'ja', onLoadError });
    loadSpy.mockRejectedValueOnce(new Error('offline'));
    await expect(changeLanguage(i18n, 'ko')).resolves.toBe('en');
    expect(onLoadError).toHaveBeenCalledTimes(1);
    expect(onLoadError).toHaveBeenCalledWith(new Error('offline'), 'ko');
    expect(i18n.language).toBe('en');
    expect(i18n.t('buttons.continue')).toBe('Continue');
  });

  test('when switches overlap, the last one wins even if an earlier one loads later', async () => {
    const i18n = await createI18n({ language: 'en' });
    let finishJapanese: () => void = () => undefined;
    const japaneseTexts = await loadLocale('ja');
    loadSpy.mockImplementationOnce(
      () => new Promise((resolve) => (finishJapanese = () => resolve(japaneseTexts))),
    );
    const slow = changeLanguage(i18n, 'ja');
    await expect(changeLanguage(i18n, 'ko')).resolves.toBe('ko');
    finishJapanese();
    await expect(slow).resolves.toBe('ko');
    expect(i18n.language).toBe('ko');
    expect(i18n.t('buttons.continue')).toBe(expectedText('ko', 'buttons.continue', {}));
  });
});

describe('loadTexts', () => {
  const offerTitle = 'offer.downgrade.title';

  test('adds a part in the language shown, with a new t for the components showing it', async () => {
    const i18n = await createI18n({ language: 'de' });
    expect(hasTexts(i18n, 'outcome')).toBe(false);
    expect(i18n.t(offerTitle)).toBe(offerTitle);
    const changed = vi.fn();
    i18n.subscribe(changed);
    const before = i18n.t;
    await loadTexts(i18n, 'outcome');
    expect(hasTexts(i18n, 'outcome')).toBe(true);
    expect(i18n.t(offerTitle)).toBe(expectedText('de', offerTitle, {}));
    expect(i18n.t('buttons.continue')).toBe(expectedText('de', 'buttons.continue', {}));
    expect(i18n.t).not.toBe(before);
    expect(changed).toHaveBeenCalledWith('de');
    // Only German's part: the main texts are not downloaded again.
    expect(loadSpy.mock.calls).toEqual([['de']]);
    expect(partLoadSpy.mock.calls.map(([, language]) => language)).toEqual(['de']);
  });

  test('calls made while the part loads share one download; a later call downloads nothing', async () => {
    const i18n = await createI18n({ language: 'fr' });
    await Promise.all([loadTexts(i18n, 'outcome'), loadTexts(i18n, 'outcome')]);
    await loadTexts(i18n, 'outcome');
    expect(partLoadSpy).toHaveBeenCalledTimes(1);
  });

  test('a language switched to afterwards loads the part too', async () => {
    const i18n = await createI18n({ language: 'en' });
    await loadTexts(i18n, 'outcome');
    await changeLanguage(i18n, 'ja');
    expect(hasTexts(i18n, 'outcome')).toBe(true);
    expect(i18n.t(offerTitle)).toBe(expectedText('ja', offerTitle, {}));
    // Back to English: everything is loaded already.
    await changeLanguage(i18n, 'en');
    expect(partLoadSpy.mock.calls.map(([, language]) => language)).toEqual(['en', 'ja']);
  });

  test('a language switch while the part loads: the part comes in the new language', async () => {
    const i18n = await createI18n({ language: 'en' });
    const loading = loadTexts(i18n, 'outcome');
    await changeLanguage(i18n, 'ko');
    await loading;
    expect(i18n.language).toBe('ko');
    expect(i18n.t(offerTitle)).toBe(expectedText('ko', offerTitle, {}));
  });

  test('rejects when the part cannot be loaded, and leaves the texts shown as they were', async () => {
    const onLoadError = vi.fn();
    const i18n = await createI18n({ language: 'sv', onLoadError });
    const before = i18n.t;
    partLoadSpy.mockRejectedValueOnce(new LocaleLoadTimeoutError('sv', 20_000));
    await expect(loadTexts(i18n, 'outcome')).rejects.toBeInstanceOf(LocaleLoadTimeoutError);
    expect(hasTexts(i18n, 'outcome')).toBe(false);
    expect(i18n.t).toBe(before);
    expect(onLoadError).not.toHaveBeenCalled();
    // A second try downloads again.
    await loadTexts(i18n, 'outcome');
    expect(i18n.t(offerTitle)).toBe(expectedText('sv', offerTitle, {}));
  });

  test('each part adds only its own texts', async () => {
    const i18n = await createI18n({ language: 'it' });
    const confirmTitle = 'confirm.successTitle';
    // The main texts hold no page's texts: a product page does not download them.
    expect(i18n.t(confirmTitle)).toBe(confirmTitle);
    await loadTexts(i18n, 'pages');
    expect(hasTexts(i18n, 'pages')).toBe(true);
    expect(hasTexts(i18n, 'outcome')).toBe(false);
    expect(i18n.t(confirmTitle)).toBe(expectedText('it', confirmTitle, {}));
    expect(i18n.t(offerTitle)).toBe(offerTitle);
  });

  test('takes only an instance made by createI18n', async () => {
    const i18n = await createI18n({ language: 'en' });
    await expect(loadTexts({ ...i18n }, 'outcome')).rejects.toThrow(
      'loadTexts takes an instance made by createI18n',
    );
  });
});
