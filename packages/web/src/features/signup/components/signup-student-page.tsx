import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** /{lang}/sign-up/student (page group signup-student). */
export function SignupStudentPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('signup.studentTitle')} description={t('signup.studentText')} />;
}
