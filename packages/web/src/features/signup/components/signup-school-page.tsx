import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** /{lang}/sign-up/school (page group signup-school). */
export function SignupSchoolPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('signup.schoolTitle')} description={t('signup.schoolText')} />;
}
