import type { SectionStatistics } from '@kokpit/shared';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { StudentSection } from '../../student';
import { useStartTest } from '../../practice';
import { ExamErrorsChart } from './lazy-charts';
import { StatFigures } from './stat-figure';
import classes from './statistics.module.css';

/** The ministry simulations taken: passed or failed, errors, date. */
export function SimulationsTab({
  stats,
  section,
}: {
  stats: SectionStatistics;
  section: StudentSection;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const start = useStartTest();
  const dateFormat = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const shortDate = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'numeric' });
  const list = stats.simulations;
  const passed = list.filter((s) => s.passed).length;

  const again = (
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
            {t('stats.noExamsTitle')}
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
          { label: t('stats.examsTaken'), value: String(list.length) },
          { label: t('stats.examsPassed'), value: String(passed) },
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
            data={chronological.map((s) => ({ label: shortDate.format(s.date), errors: s.errors }))}
            allowed={section.min}
            caption={t('stats.examsChartCaption')}
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
                <Text fw={700}>{dateFormat.format(s.date)}</Text>
                <Text size="sm" c="dimmed">
                  {t('stats.examLine', { errors: s.errors, questions: s.questions })}
                </Text>
              </div>
              <Badge size="lg" radius="sm" color={s.passed ? 'teal' : 'red'} variant="light">
                {s.passed ? t('stats.passed') : t('stats.failed')}
              </Badge>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
