import { LANGUAGES, isLanguage } from '@kokpit/shared';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { GlobeIcon } from '../../components/ui/icons';
import { changeLanguage, pathWithLanguage } from '../../lib/i18n/language';
import { useLanguage } from '../../lib/i18n/use-language';

/**
 * Switches language without a reload: same page under the new `/{lang}` and the UI texts.
 * A native select: light, and the phone's own picker on mobile.
 */
export function LanguageSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();

  const handleChange = (value: string) => {
    if (!isLanguage(value) || value === lang) return;
    void changeLanguage(value).then(() =>
      navigate(pathWithLanguage(location.pathname, value) + location.search + location.hash),
    );
  };

  return (
    <NativeSelect
      aria-label={t('language.choose')}
      value={lang}
      onChange={(e) => handleChange(e.currentTarget.value)}
      leftSection={<GlobeIcon size={16} />}
      data={LANGUAGES.map((code) => ({ value: code, label: t(`language.names.${code}`) }))}
      w={fullWidth ? '100%' : 140}
      size="sm"
      data-testid="language-switcher"
    />
  );
}
