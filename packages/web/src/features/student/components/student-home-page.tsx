import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** /{lang}/student: the student dashboard (page group student-home). */
export function StudentHomePage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('student.homeTitle')} description={t('student.homeText')} />;
}
