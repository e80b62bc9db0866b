import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserIcon } from '../../../components/ui/icons';
import { useLanguage } from '../../../lib/i18n/use-language';
import { dashboardPath } from '../../../lib/paths';
import type { SessionUser } from '../../../lib/session';

/** Replaces the sign-in form for a visitor who is already signed in. */
export function SignedInCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const name = user.fullName || user.username;
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          <UserIcon size={26} />
        </ThemeIcon>
        <div>
          <Title order={2} fz={22}>
            {t('auth.welcome', { name: user.firstName || name })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('auth.signedInAs', { name })}
          </Text>
        </div>
      </Group>
      <Button component={Link} to={dashboardPath(user.roles, lang)} size="md" fullWidth>
        {user.roles.includes('school') ? t('nav.schoolStudents') : t('nav.student')}
      </Button>
    </Stack>
  );
}
