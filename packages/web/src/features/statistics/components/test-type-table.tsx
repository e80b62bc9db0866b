import type { Language, TestTypeStats } from '@kokpit/shared';
import { Paper, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import classes from './statistics.module.css';

const TYPES = ['progress', 'category', 'errors', 'simulation', 'theory'] as const;

/** Tests of each type: how many, and how many answers were right. */
export type TestStatsByType = Record<(typeof TYPES)[number], TestTypeStats>;

/** "75% · 15/20" for one learner, "75%" for a school's sums; a dash before any answer. */
function rightOf(s: TestTypeStats, lang: Language, withCounts: boolean): string {
  if (s.answers === 0) return '—';
  const percent = `${Math.round((s.right / s.answers) * 100)}%`;
  return withCounts
    ? `${percent} · ${formatNumber(s.right, lang)}/${formatNumber(s.answers, lang)}`
    : percent;
}

/**
 * The tests by type in a card, for a student's summary and a school's statistics. A school's
 * table has an answers column of its own; a student's shows the counts beside the share.
 */
export function TestTypeTable({
  title,
  testStats,
  answersColumn = false,
}: {
  title: string;
  testStats: TestStatsByType;
  answersColumn?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={0} type="native">
        <Table verticalSpacing="xs" striped className={classes.typeTable}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stats.colTest')}</Table.Th>
              <Table.Th ta="right">{t('stats.colCount')}</Table.Th>
              {answersColumn && <Table.Th ta="right">{t('stats.answersColumn')}</Table.Th>}
              <Table.Th ta="right">{t('stats.colRight')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {TYPES.map((type) => {
              const s = testStats[type];
              return (
                <Table.Tr key={type}>
                  <Table.Td>{t(`testRun.types.${type}`)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(s.count, lang)}</Table.Td>
                  {answersColumn && <Table.Td ta="right">{formatNumber(s.answers, lang)}</Table.Td>}
                  <Table.Td ta="right">{rightOf(s, lang, !answersColumn)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
