import { isSectionCode } from '@kokpit/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** /{lang}/school/student/{studentId}/stats/{section} (page group school-student-stats). */
export function SchoolStudentStatsPage() {
  const { t } = useTranslation();
  const { section = '' } = useParams();
  const sectionName = isSectionCode(section) ? t(`sections.${section}`) : section;
  return (
    <PagePlaceholder
      title={t('school.studentStatsTitle')}
      description={t('school.studentStatsText', { section: sectionName })}
    />
  );
}
