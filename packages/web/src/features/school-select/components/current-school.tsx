import { StudentSchoolStatus } from '@kokpit/shared';
import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SchoolLink } from '../api/schools';
import { SchoolAddress } from './school-card';

const STATUS: Record<number, { key: ParseKeys; color: string }> = {
  [StudentSchoolStatus.pending]: { key: 'schoolSelect.statusPending', color: 'orange' },
  [StudentSchoolStatus.active]: { key: 'schoolSelect.statusActive', color: 'teal' },
  [StudentSchoolStatus.archived]: { key: 'schoolSelect.statusArchived', color: 'gray' },
  [StudentSchoolStatus.rejected]: { key: 'schoolSelect.statusRejected', color: 'red' },
};

/** The student's school and where they stand with it; the refusal to change once verified. */
export function CurrentSchool({ link }: { link: SchoolLink }) {
  const { t } = useTranslation();
  if (!link.school) {
    return (
      <Paper withBorder radius="lg" p="md">
        <Title order={2} size="h4">
          {t('schoolSelect.noneTitle')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('schoolSelect.noneText')}
        </Text>
      </Paper>
    );
  }
  const status = link.link.verified
    ? STATUS[StudentSchoolStatus.active]!
    : (STATUS[link.link.status] ?? STATUS[StudentSchoolStatus.pending]!);
  return (
    <Stack gap="sm">
      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Text size="sm" c="dimmed" fw={700}>
              {t('schoolSelect.yourSchool')}
            </Text>
            <Title order={2} size="h3">
              {link.school.name}
            </Title>
          </div>
          <Badge size="lg" radius="sm" color={status.color} variant="light">
            {t(status.key)}
          </Badge>
        </Group>
        <SchoolAddress school={link.school} />
      </Paper>
      {link.link.verified && (
        <Alert color="kokpit" variant="light" radius="lg">
          {t('schoolSelect.lockedText')}
        </Alert>
      )}
      {!link.link.verified && link.link.status === StudentSchoolStatus.pending && (
        <Alert color="orange" variant="light" radius="lg">
          {t('schoolSelect.pendingText')}
        </Alert>
      )}
    </Stack>
  );
}
