// Compiled by exports.test.ts the way another team's app sees this package: through the built
// dist/*.d.ts (no source condition). It proves the shipped types make t() reject unknown keys
// once the app opts in with the typed-keys entry.
import { createI18n, type TranslationKey } from '@cancel-flow/i18n';
import type {} from '@cancel-flow/i18n/typed-keys';

export async function render(): Promise<string[]> {
  const i18n = await createI18n({ language: 'de' });
  const key: TranslationKey = 'buttons.continue';
  // @ts-expect-error an unknown key must fail type checking in consumers too
  i18n.t('a.wrong.key');
  return [i18n.t(key), i18n.t('fields.charactersLeft', { count: 2 })];
}
