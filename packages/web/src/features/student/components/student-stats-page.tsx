import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** /{lang}/student/statistics (page group student-stats). */
export function StudentStatsPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('student.statsTitle')} description={t('student.statsText')} />;
}
