import { describe, expectTypeOf, test } from 'vitest';
import type { createI18n, TranslationKey, TranslationResources } from '../index';
import type english from '../locales/en/translation.json';

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

  test('rejects keys that do not exist', () => {
    // @ts-expect-error a wrong key must not type-check
    i18n.t('a.wrong.key');
    // @ts-expect-error a typo in a real key
    i18n.t('buttons.contnue');
    // @ts-expect-error a group of texts is not a text
    i18n.t('buttons');
  });
});

describe('TranslationKey', () => {
  test('is the union of the keys t() accepts', () => {
    expectTypeOf<'validation.chooseOption'>().toExtend<TranslationKey>();
    expectTypeOf<'validation.nameTooLong'>().toExtend<TranslationKey>();
    expectTypeOf<'validation.chooseAnOption'>().not.toExtend<TranslationKey>();
  });
});

describe('TranslationResources', () => {
  test('matches the English file (run pnpm generate:types when it does not)', () => {
    expectTypeOf<TranslationResources>().toEqualTypeOf<typeof english>();
  });
});
