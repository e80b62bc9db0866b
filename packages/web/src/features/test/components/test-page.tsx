import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** /{lang}/test/{testId}: taking a test (page group test). */
export function TestPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('test.title')} description={t('test.text')} />;
}
