import type { SectionStatistics } from '@kokpit/shared';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { StudentSection } from '../../student';
import { answersPerDay, summarise } from '../stats-data';
import { voiced } from '../voice';
import { AnswersPerDayChart } from './lazy-charts';
import { StatFigures } from './stat-figure';
import { TestTypeTable } from './test-type-table';

const CHART_DAYS = 30;

/** The summary: the big numbers, answers per day and the tests by type. */
export function SummaryTab({
  stats,
  section,
  readOnly = false,
}: {
  stats: SectionStatistics;
  section: StudentSection;
  /** Read by the student's school: about the student. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const sum = summarise(stats);
  return (
    <Stack gap="lg">
      <StatFigures
        figures={[
          { label: t('stats.answers'), value: formatNumber(sum.answers, lang) },
          { label: t('stats.rightShare'), value: `${sum.rightPercent}%` },
          {
            label: t(voiced('seen', readOnly)),
            value: formatNumber(sum.seen, lang),
            hint: t('stats.ofQuestions', { total: section.questionCount }),
          },
          { label: t('stats.testsTotal'), value: formatNumber(stats.testsTotal, lang) },
        ]}
      />
      <Paper withBorder radius="lg" p="md">
        <Title order={2} size="h4">
          {t('stats.perDayTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('stats.perDayText', { days: sum.daysPractised, visits: sum.visits })}
        </Text>
        <AnswersPerDayChart
          data={answersPerDay(stats.visits, CHART_DAYS, lang)}
          caption={t('stats.perDayCaption', { days: CHART_DAYS })}
        />
      </Paper>
      <TestTypeTable title={t('stats.byTypeTitle')} testStats={stats.testStats} />
    </Stack>
  );
}
