import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** /{lang}/school/stats (page group school-stats). */
export function SchoolStatsPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('school.statsTitle')} description={t('school.statsText')} />;
}
