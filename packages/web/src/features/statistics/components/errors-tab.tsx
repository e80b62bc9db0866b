import type { SectionStatistics } from '@kokpit/shared';
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StudentSection } from '../../student';
import { useStartTest } from '../../practice';
import classes from './statistics.module.css';
import { voiced } from '../voice';

const strengthColor = (s: number) => (s >= 0.67 ? 'red' : s >= 0.34 ? 'orange' : 'yellow');

/** The questions answered wrong, strongest errors first, and the way to practise them. */
export function ErrorsTab({
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
  const start = useStartTest();

  const practise = readOnly ? null : (
    <Button
      size="md"
      loading={start.isPending}
      disabled={stats.errorCount === 0}
      onClick={() => start.mutate({ section: section.code, type: 'errors' })}
    >
      {t('stats.practiseErrors')}
    </Button>
  );

  // The same questions the errors test draws from (answered wrong, not learned since).
  if (stats.errorCount === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Title order={2} size="h4">
          {t('stats.noErrorsTitle')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t(voiced('noErrorsText', readOnly))}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('stats.errorsTitle', { n: stats.errorCount })}
          </Title>
          <Text size="sm" c="dimmed" maw={560}>
            {t(voiced('errorsText', readOnly))}
          </Text>
        </div>
        {practise}
      </Group>
      <Stack component="ol" gap="sm" className={classes.plainList}>
        {stats.errors.map((e) => {
          const strength = Math.round(e.strength * 100);
          return (
            <Paper component="li" key={e.questionId} withBorder radius="md" p="md">
              <Group wrap="nowrap" align="flex-start" gap="md">
                {e.photo && <img src={e.photo} alt="" className={classes.thumb} loading="lazy" />}
                <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600}>
                    {e.question || t('stats.questionNo', { n: String(e.questionId) })}
                  </Text>
                  <Group gap="sm" wrap="nowrap">
                    <Progress
                      value={strength}
                      color={strengthColor(e.strength)}
                      size="md"
                      radius="xl"
                      style={{ flex: 1 }}
                      aria-label={t('stats.strength', { n: strength })}
                    />
                    <Text size="sm" fw={700} w={48} ta="right">
                      {strength}%
                    </Text>
                  </Group>
                  {e.lastWrongAnswer && (
                    <Text size="sm">
                      <Text span fw={700} className={classes.wrongLabel}>
                        {t('testRun.yourAnswer')}:
                      </Text>{' '}
                      {e.lastWrongAnswer}
                    </Text>
                  )}
                  {e.lastRevealed && (
                    <Text size="sm" c="dimmed" data-testid="last-revealed">
                      {t('stats.lastRevealed')}
                    </Text>
                  )}
                  {e.rightAnswer && (
                    <Text size="sm">
                      <Text span fw={700} className={classes.rightLabel}>
                        {t('testRun.rightAnswer')}:
                      </Text>{' '}
                      {e.rightAnswer}
                    </Text>
                  )}
                  <Text size="sm" c="dimmed">
                    {t('stats.wrongTimes', { n: e.wrong })}
                  </Text>
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
