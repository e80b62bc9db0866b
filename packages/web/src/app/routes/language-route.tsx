import { DEFAULT_LANGUAGE, isLanguage } from '@kokpit/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { changeLanguage, pathWithLanguage } from '../../lib/i18n/language';
import { notify } from '../../lib/notify';

/** An unknown language code: say so, then show the same page in Greek (SPEC §5). */
function InvalidLanguage() {
  const { t } = useTranslation();
  const location = useLocation();
  useEffect(() => {
    notify({ message: t('language.invalid'), tone: 'warning' });
  }, [t]);
  const to =
    pathWithLanguage(location.pathname, DEFAULT_LANGUAGE) + location.search + location.hash;
  return <Navigate to={to} replace />;
}

/** `/{lang}`: visiting a language route sets the UI language (SPEC §2). */
export function LanguageRoute() {
  const { lang } = useParams();
  const valid = isLanguage(lang);
  useEffect(() => {
    if (isLanguage(lang)) void changeLanguage(lang);
  }, [lang]);
  return valid ? <Outlet /> : <InvalidLanguage />;
}
