import type { TFunction } from 'i18next';

/** A counter's text: characters left, or over the limit (negative `remaining`). */
export function counterLabel(t: TFunction, remaining: number): string {
  return remaining >= 0
    ? t('fields.charactersLeft', { count: remaining })
    : t('fields.charactersOver', { count: -remaining });
}
