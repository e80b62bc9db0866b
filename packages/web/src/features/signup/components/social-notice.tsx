import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** After a social sign-in with an identity we do not know: what this form is for. */
export function SocialNotice({ name, emailTaken }: { name: string; emailTaken: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="kokpit" variant="light" title={t('social.signUpTitle', { name })}>
      <Stack gap={6}>
        <span>{t('social.signUpText', { name })}</span>
        {emailTaken && <span>{t('social.emailTakenHint', { name })}</span>}
      </Stack>
    </Alert>
  );
}
