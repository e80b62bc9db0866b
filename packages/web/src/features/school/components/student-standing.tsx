import {
  READY_COVERAGE,
  READY_SIMULATIONS_IN_ROW,
  READY_SUCCESS,
  type SchoolStudentStatistics,
} from '@kokpit/shared';
import { Badge, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Percent } from './student-table';

type Standing = SchoolStudentStatistics['standing'];

const LEVEL: Record<Standing['readiness']['level'], { key: ParseKeys; color: string }> = {
  notReady: { key: 'school.page.standing.notReady', color: 'gray.7' },
  nearly: { key: 'school.page.standing.nearly', color: 'signal.3' },
  ready: { key: 'school.page.standing.ready', color: 'teal.9' },
};

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {children}
    </div>
  );
}

/**
 * Where the student stands in the section, as their own dashboard shows it, told about them:
 * progress, success, and how ready they are for the exam with the three figures behind it.
 */
export function StudentStanding({ standing }: { standing: Standing }) {
  const { t } = useTranslation();
  const { readiness } = standing;
  const level = LEVEL[readiness.level];
  return (
    <Paper withBorder radius="lg" p="md" component="section" data-testid="student-standing">
      <Group gap="sm" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t('school.page.standing.title')}
        </Title>
        <Badge size="lg" radius="sm" variant="filled" autoContrast color={level.color}>
          {t(level.key)}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        <Figure label={t('school.page.colProgress')}>
          <Percent value={standing.progress} label={t('school.page.colProgress')} />
        </Figure>
        <Figure label={t('school.page.colSuccess')}>
          <Percent value={standing.success} label={t('school.page.colSuccess')} />
        </Figure>
        <Figure label={t('school.page.standing.seen')}>
          <Text fw={700}>
            {t('school.page.standing.ofTarget', {
              n: `${readiness.coverage}%`,
              target: `${Math.round(READY_COVERAGE * 100)}%`,
            })}
          </Text>
        </Figure>
        <Figure label={t('school.page.standing.recent')}>
          <Text fw={700}>
            {readiness.recentSuccess === null
              ? t('school.page.standing.recentNone')
              : t('school.page.standing.ofTarget', {
                  n: `${readiness.recentSuccess}%`,
                  target: `${READY_SUCCESS}%`,
                })}
          </Text>
        </Figure>
        <Figure label={t('school.page.standing.inRow')}>
          <Text fw={700}>
            {t('school.page.standing.ofTarget', {
              n: Math.min(readiness.passedInRow, READY_SIMULATIONS_IN_ROW),
              target: READY_SIMULATIONS_IN_ROW,
            })}
          </Text>
        </Figure>
      </SimpleGrid>
    </Paper>
  );
}
