import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { schoolInfoQuery } from '../api/public-data';

interface SchoolCardProps {
  schoolId: number;
  /** Signs up without this school (drops `?school=`). */
  onRemove: () => void;
}

/** The driving school a registration link (`?school=ID`) chose, from `school/info`. */
export function SchoolCard({ schoolId, onRemove }: SchoolCardProps) {
  const { t } = useTranslation();
  const { data: school, error, isPending } = useQuery(schoolInfoQuery(schoolId));
  if (isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('signupStudent.schoolLoading')}>
        <Skeleton height={18} width="60%" />
        <Skeleton height={14} width="80%" />
      </Stack>
    );
  }
  if (error) {
    return (
      <Alert color="orange" variant="light" title={describeError(error)}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('signupStudent.schoolMissing')}</Text>
          <Button size="xs" variant="default" onClick={onRemove}>
            {t('signupStudent.schoolRemove')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const place = [school.address, school.area, school.city].filter(Boolean).join(', ');
  return (
    <Paper withBorder radius="md" p="md" data-testid="chosen-school">
      <Stack gap={4}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.04em' }}>
          {t('signupStudent.schoolChosen')}
        </Text>
        <Text fw={700} size="lg">
          {school.name}
        </Text>
        {place && <Text size="sm">{place}</Text>}
        {school.phone && (
          <Text size="sm" c="dimmed">
            {t('signupStudent.schoolPhone', { phone: school.phone })}
          </Text>
        )}
        <Text size="sm" mt="xs">
          {t('signupStudent.schoolPending')}
        </Text>
        <Group mt="xs">
          <Button size="xs" variant="default" onClick={onRemove}>
            {t('signupStudent.schoolRemove')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
