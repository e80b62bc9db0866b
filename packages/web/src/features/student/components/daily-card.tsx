import type { Highlights } from '@kokpit/shared';
import { Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './student.module.css';

/** Today's answers against the recommended 150–250 a day (SPEC §9), as a ring. */
export function DailyCard({ daily }: { daily: Highlights['daily'] }) {
  const { t } = useTranslation();
  const share = Math.min(100, Math.round((daily.today / daily.min) * 100));
  const color = daily.state === 'below' ? 'kokpit' : daily.state === 'within' ? 'teal' : 'orange';
  const message =
    daily.state === 'below'
      ? t('dashboard.dailyBelow', { n: daily.remaining })
      : daily.state === 'within'
        ? t('dashboard.dailyWithin')
        : t('dashboard.dailyAbove', { max: daily.max });
  return (
    <Paper withBorder radius="lg" p="md" className={classes.card}>
      <Title order={2} size="h4" mb="sm">
        {t('dashboard.dailyTitle')}
      </Title>
      <Group wrap="nowrap" gap="md">
        <RingProgress
          size={112}
          thickness={12}
          roundCaps={share > 0}
          sections={[{ value: share, color }]}
          label={
            <Stack gap={0} align="center">
              <Text fw={800} size="xl" lh={1} className={classes.ringLabel}>
                {daily.today}
              </Text>
              <Text size="xs" c="dimmed">
                {t('dashboard.dailyToday')}
              </Text>
            </Stack>
          }
        />
        <Stack gap={4}>
          <Text fw={700}>{t('dashboard.dailyGoal', { min: daily.min, max: daily.max })}</Text>
          <Text size="sm" c="dimmed">
            {message}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
