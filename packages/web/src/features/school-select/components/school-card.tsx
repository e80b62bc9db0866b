import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { School } from '../api/schools';

/** Address, phone and e-mail of a school. */
export function SchoolAddress({ school }: { school: School }) {
  const { t } = useTranslation();
  const place = [school.address, [school.postalCode, school.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap={2} mt="xs">
      <Text size="sm">{place}</Text>
      {school.phone && (
        <Text size="sm">
          {t('schoolSelect.phone')}{' '}
          <Anchor href={`tel:${school.phone.replace(/\s+/g, '')}`}>{school.phone}</Anchor>
        </Text>
      )}
    </Stack>
  );
}

interface SchoolCardProps {
  school: School;
  /** Whether this student may still ask to join (not verified by a school yet). */
  canJoin: boolean;
  isCurrent: boolean;
  onJoin: (school: School) => void;
}

/** One search result: the school's card and the request to join it. */
export function SchoolCard({ school, canJoin, isCurrent, onJoin }: SchoolCardProps) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text fw={800}>{school.name}</Text>
        {school.distanceKm !== undefined && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('schoolSelect.distance', { km: school.distanceKm.toLocaleString() })}
          </Text>
        )}
      </Group>
      <SchoolAddress school={school} />
      {canJoin && (
        <Group mt="sm" justify="flex-end">
          <Button
            size="sm"
            variant={isCurrent ? 'default' : 'light'}
            disabled={isCurrent}
            onClick={() => onJoin(school)}
          >
            {isCurrent ? t('schoolSelect.requested') : t('schoolSelect.join')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
