import { useTranslation } from 'react-i18next';

/** A file's size as the page's language writes it: 12 KB, 1,4 MB (at least 1 KB). */
export function useFileSize(): (bytes: number) => string {
  const { t } = useTranslation();
  return (bytes) =>
    bytes >= 1024 * 1024
      ? t('adminFiles.sizeMb', { size: Math.round(bytes / 104_857.6) / 10 })
      : t('adminFiles.sizeKb', { size: Math.max(1, Math.round(bytes / 1024)) });
}
