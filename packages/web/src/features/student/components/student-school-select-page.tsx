import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** /{lang}/student/driving-school (page group student-school-select). */
export function StudentSchoolSelectPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t('student.schoolSelectTitle')}
      description={t('student.schoolSelectText')}
    />
  );
}
