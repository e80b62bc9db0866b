import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title ("Title · Kokpit") so screen readers announce where navigation landed. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? t('app.documentTitle', { title }) : `Kokpit · ${t('app.tagline')}`;
  }, [title, t]);
}
