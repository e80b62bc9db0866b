import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProfileTab, StudentProfile } from '../../profile';
import { SettingsIcon } from './student-icons';
import classes from './student.module.css';

interface AccountCardProps {
  profile: StudentProfile | undefined;
  onOpen: (tab: ProfileTab) => void;
}

/** Who is signed in, with the ways to the profile editor and the test settings. */
export function AccountCard({ profile, onOpen }: AccountCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" className={classes.card}>
      <Title order={2} size="h4" mb="xs">
        {t('dashboard.accountTitle')}
      </Title>
      {profile ? (
        <Stack gap={2} mb="md">
          <Text fw={700} truncate="end">
            {profile.user.fullName || profile.user.username}
          </Text>
          <Text size="sm" c="dimmed" truncate="end">
            {profile.user.email}
          </Text>
        </Stack>
      ) : (
        <Skeleton height={40} mb="md" />
      )}
      <Group gap="xs" grow>
        <Button variant="light" onClick={() => onOpen('profile')}>
          {t('dashboard.editProfile')}
        </Button>
        <Button
          variant="default"
          leftSection={<SettingsIcon size={16} />}
          onClick={() => onOpen('settings')}
        >
          {t('dashboard.settings')}
        </Button>
      </Group>
    </Paper>
  );
}
