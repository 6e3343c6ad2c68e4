import { changeLanguage, pageLanguage, type Language } from '@cancel-flow/i18n';
import { useEffect } from 'react';
import { useTranslation } from '@cancel-flow/i18n/react';
import { useLocation } from 'react-router-dom';

/** Keeps the page language right as the route changes (the plan page is English) and `<html lang>`. */
export function LanguageSync({ preferred }: { preferred: Language }) {
  const { i18n } = useTranslation();
  const location = useLocation();
  const wanted = pageLanguage(location.pathname, preferred);

  useEffect(() => {
    if (i18n.language !== wanted) void changeLanguage(i18n, wanted);
  }, [i18n, wanted]);

  useEffect(() => {
    const apply = (language: string) => {
      document.documentElement.lang = language;
    };
    apply(i18n.language);
    return i18n.subscribe(apply);
  }, [i18n]);

  return null;
}
