import type { Language, SectionStatistics, TestTypeStats } from '@kokpit/shared';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { StudentSection } from '../../student';
import { answersPerDay, summarise } from '../stats-data';
import { AnswersPerDayChart } from './lazy-charts';
import { StatFigures } from './stat-figure';

const CHART_DAYS = 30;
const TYPES = ['progress', 'category', 'errors', 'simulation', 'theory'] as const;

/** "75% · 15/20", or a dash before any answer. */
const rightOf = (s: TestTypeStats, lang: Language) =>
  s.answers === 0
    ? '—'
    : `${Math.round((s.right / s.answers) * 100)}% · ${formatNumber(s.right, lang)}/${formatNumber(s.answers, lang)}`;

/** The summary: the big numbers, answers per day and the tests by type. */
export function SummaryTab({
  stats,
  section,
}: {
  stats: SectionStatistics;
  section: StudentSection;
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
            label: t('stats.seen'),
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
      <Paper withBorder radius="lg" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('stats.byTypeTitle')}
        </Title>
        <Table verticalSpacing="xs" horizontalSpacing="xs" striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stats.colTest')}</Table.Th>
              <Table.Th ta="right">{t('stats.colCount')}</Table.Th>
              <Table.Th ta="right">{t('stats.colRight')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {TYPES.map((type) => {
              const s = stats.testStats[type];
              return (
                <Table.Tr key={type}>
                  <Table.Td>{t(`testRun.types.${type}`)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(s.count, lang)}</Table.Td>
                  <Table.Td ta="right">{rightOf(s, lang)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
