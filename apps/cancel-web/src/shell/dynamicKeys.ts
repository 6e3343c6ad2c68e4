import type { TranslationKey } from '@cancel-flow/i18n';
import type { TFunction } from '@cancel-flow/i18n';

/**
 * Translates a key that arrives as data (question sets, step titles of the engine). Keys are
 * checked by the locale tests instead of the type checker; a key missing at run time shows the
 * key itself, which those tests prevent.
 */
export function translateKey(
  t: TFunction,
  key: string,
  params?: Readonly<Record<string, string | number>>,
): string {
  const translate = t as unknown as (key: TranslationKey, options?: object) => string;
  return translate(key as TranslationKey, params);
}
