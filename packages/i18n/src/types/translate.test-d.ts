import { describe, expectTypeOf, test } from 'vitest';
import type { createI18n, TranslationKey, TranslationParams, TranslationResources } from '../index';
import type englishMain from '../locales/en/translation.json';
import type englishOutcome from '../locales/en/outcome.json';
import type englishPages from '../locales/en/pages.json';

// One object type, as the generated file writes it, not an intersection.
type Merged<T> = { [Key in keyof T]: T[Key] };
type English = Merged<typeof englishMain & typeof englishOutcome & typeof englishPages>;

declare const i18n: Awaited<ReturnType<typeof createI18n>>;

describe('t()', () => {
  test('accepts English keys and plural bases', () => {
    expectTypeOf(i18n.t('buttons.continue')).toEqualTypeOf<string>();
    expectTypeOf(i18n.t('progress.step', { n: 1 })).toEqualTypeOf<string>();
    expectTypeOf(i18n.t('fields.charactersLeft', { count: 3 })).toEqualTypeOf<string>();
    expectTypeOf(i18n.t('products.traffic-and-market')).toEqualTypeOf<string>();
  });

  test('accepts a product context on a base key, whose variants only some languages have', () => {
    const product: string = 'sst';
    expectTypeOf(
      i18n.t('toolkitChoice.cancelProduct', { context: product, app: 'your plan' }),
    ).toEqualTypeOf<string>();
  });

  test('requires the values a text cannot do without', () => {
    // @ts-expect-error a plural needs its count
    i18n.t('fields.charactersLeft');
    // @ts-expect-error so does each of its forms
    i18n.t('fields.charactersLeft_one', {});
    // @ts-expect-error a placeholder needs its value: 'Step {n, number} of 4'
    i18n.t('progress.step');
    // @ts-expect-error {n, number} takes a number
    i18n.t('progress.step', { n: 'two' });
    // @ts-expect-error a product's variant needs the same values as its base text
    i18n.t('toolkitChoice.cancelProduct_seo');
    expectTypeOf(i18n.t('errors.banner', { email: 'support@example.com' })).toEqualTypeOf<string>();
    // A text without placeholders takes no values, and other options stay allowed.
    expectTypeOf(i18n.t('buttons.back')).toEqualTypeOf<string>();
    expectTypeOf(i18n.t('buttons.back', { context: 'sst' })).toEqualTypeOf<string>();
  });

  test('takes, for a key known only as one of several, what one of them takes', () => {
    const both = Math.random() > 0.5 ? 'fields.charactersLeft' : 'fields.charactersOver';
    // @ts-expect-error both need a count
    i18n.t(both);
    expectTypeOf(i18n.t(both, { count: 2 })).toEqualTypeOf<string>();
    // One of them needs nothing, so no value is required (t() keeps a missing one as written).
    const either = Math.random() > 0.5 ? 'buttons.back' : 'progress.step';
    expectTypeOf(i18n.t(either)).toEqualTypeOf<string>();
  });

  test('rejects keys that do not exist', () => {
    // @ts-expect-error a wrong key must not type-check
    i18n.t('a.wrong.key');
    // @ts-expect-error a typo in a real key
    i18n.t('buttons.contnue');
    // @ts-expect-error a group of texts is not a text
    i18n.t('buttons');
  });
});

describe('TranslationParams', () => {
  test("names each key's required values", () => {
    expectTypeOf<TranslationParams['progress.step']>().toEqualTypeOf<{ n: number }>();
    expectTypeOf<TranslationParams['fields.charactersLeft']>().toEqualTypeOf<{ count: number }>();
    expectTypeOf<'buttons.back'>().not.toExtend<keyof TranslationParams>();
  });
});

describe('TranslationKey', () => {
  test('is the union of the keys t() accepts', () => {
    expectTypeOf<'validation.chooseOption'>().toExtend<TranslationKey>();
    expectTypeOf<'finalStep.nameTooLong'>().toExtend<TranslationKey>();
    expectTypeOf<'validation.chooseAnOption'>().not.toExtend<TranslationKey>();
  });
});

describe('TranslationResources', () => {
  test('matches the English file (run pnpm generate:types when it does not)', () => {
    expectTypeOf<TranslationResources>().toEqualTypeOf<English>();
  });
});
