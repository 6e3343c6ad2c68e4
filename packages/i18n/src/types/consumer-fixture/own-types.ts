// Compiled by exports.test.ts: an app with its own typed i18next (its own CustomTypeOptions) that
// uses this package without opting in to its keys. Declaring the options twice would fail with
// TS2717, so the main entry must not declare them.
import { createI18n, type TranslationKey } from '@cancel-flow/i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    resources: { app: { greeting: string } };
  }
}

export async function render(): Promise<string[]> {
  const i18n = await createI18n({ language: 'de' });
  const key: TranslationKey = 'buttons.continue';
  // @ts-expect-error TranslationKey stays exact without the opt-in
  const wrong: TranslationKey = 'a.wrong.key';
  // @ts-expect-error the app's own keys are what t() checks
  i18n.t('not.an.app.key');
  return [i18n.t('greeting'), key, wrong];
}
