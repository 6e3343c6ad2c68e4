import type { TFunction } from '@cancel-flow/i18n';

/** A counter's text: characters left, or over the limit (negative `remaining`). */
export function counterLabel(t: TFunction, remaining: number): string {
  return remaining >= 0
    ? t('fields.charactersLeft', { count: remaining })
    : t('fields.charactersOver', { count: -remaining });
}
