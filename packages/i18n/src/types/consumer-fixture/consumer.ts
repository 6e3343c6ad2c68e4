// Compiled by exports.test.ts the way another team's app sees this package: through the built
// dist/*.d.ts (no source condition). It proves the shipped types make t() reject unknown keys and
// that the React entry's types resolve.
import { createI18n, type TFunction, type TranslationKey } from '@cancel-flow/i18n';
import { I18nProvider, Trans, useTranslation } from '@cancel-flow/i18n/react';
import { createElement, type ReactElement } from 'react';

export async function render(): Promise<string[]> {
  const i18n = await createI18n({ language: 'de' });
  const key: TranslationKey = 'buttons.continue';
  // @ts-expect-error an unknown key must fail type checking in consumers too
  i18n.t('a.wrong.key');
  const t: TFunction = i18n.t;
  return [t(key), i18n.t('fields.charactersLeft', { count: 2 })];
}

export function Page(): ReactElement {
  const { t } = useTranslation();
  return createElement('p', null, t('buttons.continue'));
}

export async function app(): Promise<ReactElement> {
  const i18n = await createI18n({ language: 'en' });
  const link = createElement(Trans, {
    i18nKey: 'noSubscription.extraTools',
    components: { a: createElement('a', { href: '/tools' }) },
  });
  return createElement(I18nProvider, { i18n }, createElement(Page), link);
}
