import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApplyTheme } from '../../profile';
import { useCurrentSection } from '../../student';
import { PendingAnswers } from '../../practice';
import { statisticsQuery } from '../api/statistics';
import { StatisticsTabs } from './statistics-tabs';

/** /{lang}/student/statistics: summary, categories, errors, ministry tests (SPEC §2). */
export function StudentStatsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(t('student.statsTitle'));
  useApplyTheme();
  const { current } = useCurrentSection();
  const stats = useQuery({ ...statisticsQuery(current?.code ?? '', lang), enabled: !!current });

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="xs">
          <div>
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              {t('student.statsTitle')}
            </Title>
            {current && (
              <Text c="dimmed" mt={2}>
                {t('stats.sectionLine', { name: current.name })}
              </Text>
            )}
          </div>
          <PendingAnswers />
        </Group>
        {stats.isError && (
          <Alert color="red" variant="light" radius="lg" title={t('stats.loadFailed')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{describeError(stats.error)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void stats.refetch()}>
                {t('stats.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        <StatisticsTabs stats={stats.data} section={current ?? null} failed={stats.isError} />
      </Stack>
    </Container>
  );
}
