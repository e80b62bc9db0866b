import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** /{lang}/school/theory (page group school-theory). */
export function SchoolTheoryPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('school.theoryTitle')} description={t('school.theoryText')} />;
}
