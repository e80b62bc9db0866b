import { LANGUAGES, isLanguage, type Language } from '@kokpit/shared';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { GlobeIcon } from '../../components/ui/icons';
import { answerLanguageOffer, changeLanguage, pathWithLanguage } from '../../lib/i18n/language';
import { useLanguage } from '../../lib/i18n/use-language';

/**
 * Switches language without a reload: same page under the new `/{lang}` and the UI texts.
 * A visitor who picks a language needs no offer to switch any more.
 */
export function useSwitchLanguage(): (lang: Language) => void {
  const current = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  return (lang) => {
    answerLanguageOffer();
    if (lang === current) return;
    void changeLanguage(lang).then(() =>
      navigate(pathWithLanguage(location.pathname, lang) + location.search + location.hash),
    );
  };
}

/** The header's language picker: a native select, light, and the phone's own picker. */
export function LanguageSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const switchLanguage = useSwitchLanguage();

  const handleChange = (value: string) => {
    if (isLanguage(value)) switchLanguage(value);
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
