import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** /{lang}/school/edit: account, content texts, locations (page group school-edit). */
export function SchoolEditPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('school.editTitle')} description={t('school.editText')} />;
}
