import type { SectionStatistics } from '@kokpit/shared';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import type { StudentSection } from '../../student';
import { useStartTest } from '../../practice';
import { ExamErrorsChart } from './lazy-charts';
import { StatFigures } from './stat-figure';
import classes from './statistics.module.css';
import { voiced } from '../voice';

/** The ministry simulations taken: passed or failed, errors, date. */
export function SimulationsTab({
  stats,
  section,
  readOnly = false,
}: {
  stats: SectionStatistics;
  section: StudentSection;
  /** Someone else's statistics (a school looking at its student): nothing to start. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const start = useStartTest();
  const list = stats.simulations;
  const passed = list.filter((s) => s.passed).length;

  const again = readOnly ? null : (
    <Button
      size="md"
      loading={start.isPending}
      onClick={() => start.mutate({ section: section.code, type: 'simulation' })}
    >
      {t('stats.takeExam')}
    </Button>
  );
  if (list.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {t(voiced('noExamsTitle', readOnly))}
          </Title>
          <Text c="dimmed">
            {t('stats.noExamsText', {
              questions: section.questions,
              minutes: section.duration,
              errors: section.min,
            })}
          </Text>
          {again}
        </Stack>
      </Paper>
    );
  }
  const chronological = [...list].sort((a, b) => a.date - b.date).slice(-15);
  return (
    <Stack gap="lg">
      <StatFigures
        figures={[
          { label: t('stats.examsTaken'), value: formatNumber(list.length, lang) },
          { label: t('stats.examsPassed'), value: formatNumber(passed, lang) },
          {
            label: t('stats.examsRule'),
            value: `≤ ${section.min}`,
            hint: t('stats.examsRuleHint'),
          },
        ]}
      />
      {chronological.length > 1 && (
        <Paper withBorder radius="lg" p="md">
          <Title order={2} size="h4" mb="md">
            {t('stats.examsChartTitle')}
          </Title>
          <ExamErrorsChart
            data={chronological.map((s) => ({
              label: formatDate(s.date, lang, 'dayMonth'),
              errors: s.errors,
            }))}
            allowed={section.min}
            caption={t(voiced('examsChartCaption', readOnly))}
          />
        </Paper>
      )}
      <Group justify="space-between" align="center">
        <Title order={2} size="h4">
          {t('stats.examsListTitle')}
        </Title>
        {again}
      </Group>
      <Stack component="ol" gap="xs" className={classes.plainList}>
        {list.map((s) => (
          <Paper component="li" key={s.testId} withBorder radius="md" p="md">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Text fw={700}>{formatDate(s.date, lang, 'dayAndTime')}</Text>
                <Text size="sm" c="dimmed">
                  {t('stats.examLine', { errors: s.errors, questions: s.questions })}
                </Text>
              </div>
              <Stack gap={6} align="flex-end">
                <Badge size="lg" radius="sm" color={s.passed ? 'teal' : 'red'} variant="light">
                  {s.passed ? t('stats.passed') : t('stats.failed')}
                </Badge>
                <Button
                  component={Link}
                  to={paths.examReview(lang, s.testId)}
                  size="xs"
                  variant="light"
                  aria-label={t('stats.examReviewLabel', {
                    date: formatDate(s.date, lang, 'dayAndTime'),
                  })}
                >
                  {t('stats.examReview')}
                </Button>
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
