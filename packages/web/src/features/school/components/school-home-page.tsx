import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** /{lang}/school (page group school-home). */
export function SchoolHomePage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('school.homeTitle')} description={t('school.homeText')} />;
}
