import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n } from '../instance/create-i18n';
import type { TFunction } from '../translate/translate';

interface Translation {
  readonly t: TFunction;
  readonly i18n: I18n;
}

const I18nContext = createContext<Translation | null>(null);

/** Gives the components below it `useTranslation()`; they render again when the language changes. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  // `t` is a new function after each language change: the store's snapshot.
  const t = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.t,
    () => i18n.t,
  );
  const value = useMemo(() => ({ t, i18n }), [t, i18n]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's `t` and its I18n (for `language`), from the nearest I18nProvider. */
export function useTranslation(): Translation {
  const translation = useContext(I18nContext);
  if (!translation) {
    throw new Error('useTranslation() needs an <I18nProvider i18n={…}> above the component');
  }
  return translation;
}
