import {
  NEARLY_COVERAGE,
  NEARLY_SUCCESS,
  READY_COVERAGE,
  READY_SIMULATIONS_IN_ROW,
  READY_SUCCESS,
  type Readiness,
} from '@kokpit/shared';
import { Badge, Group, Paper, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { READINESS_LEVEL_KEY, readinessAdvice } from '../readiness-advice';
import { ExplainPopover } from './explain-popover';
import classes from './student.module.css';

/** Filled badges whose text keeps 4.5:1 in both schemes (signal takes dark text by autoContrast). */
const LEVEL_COLOR: Record<Readiness['level'], string> = {
  notReady: 'gray.7',
  nearly: 'signal.3',
  ready: 'teal.9',
};

const percent = (share: number) => Math.round(share * 100);

/** A chance as a whole percentage; never "0%" or "100%" for what is only nearly so. */
function passPercent(chance: number, belowOne: string): string {
  if (chance > 0 && chance < 0.005) return belowOne;
  const shown = Math.round(chance * 100);
  return `${shown === 100 && chance < 1 ? 99 : shown}%`;
}

/** One of the three things readiness weighs, with a tick once it is reached. */
function Criterion({ label, value, met }: { label: string; value: string; met: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={classes.criterion} data-met={met || undefined}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={700} className={classes.ringLabel}>
        {met && (
          <>
            <span className={classes.criterionTick} aria-hidden>
              ✓{' '}
            </span>
            <VisuallyHidden>{t('dashboard.readiness.met')}: </VisuallyHidden>
          </>
        )}
        {value}
      </Text>
    </div>
  );
}

/**
 * How close the student is to the real exam in this section (docs/SCORING.md "Exam
 * readiness"): not ready, nearly or ready, what to do next, and the three figures behind it.
 */
export function ReadinessCard({
  readiness,
  passProbability,
}: {
  readiness: Readiness;
  /**
   * The chance, 0–1, of passing a simulation drawn now (docs/SCORING.md "Pass probability");
   * absent from figures an older version of the app kept offline.
   */
  passProbability?: number;
}) {
  const { t } = useTranslation();
  const coverageTarget = percent(READY_COVERAGE);
  const title = t('dashboard.readiness.title');
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      className={classes.card}
      aria-label={title}
      component="section"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Group gap="sm" wrap="wrap" align="center">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Badge size="lg" radius="sm" variant="filled" color={LEVEL_COLOR[readiness.level]}>
            {t(READINESS_LEVEL_KEY[readiness.level])}
          </Badge>
        </Group>
        <ExplainPopover name={title} width={300}>
          {t('dashboard.readiness.explain', {
            coverage: coverageTarget,
            success: READY_SUCCESS,
            row: READY_SIMULATIONS_IN_ROW,
            nearCoverage: percent(NEARLY_COVERAGE),
            nearSuccess: NEARLY_SUCCESS,
          })}
        </ExplainPopover>
      </Group>
      {typeof passProbability === 'number' && (
        <div data-testid="pass-probability" className={classes.passBlock}>
          <Group justify="space-between" wrap="nowrap" gap="sm" align="baseline">
            <Text fw={700}>{t('dashboard.readiness.passTitle')}</Text>
            <Text fw={800} fz={26} lh={1.1} className={classes.passFigure}>
              {passPercent(passProbability, t('dashboard.readiness.passBelowOne'))}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('dashboard.readiness.passExplain')}
          </Text>
        </div>
      )}
      <Text fw={600} mt="xs" data-testid="readiness-advice">
        {readinessAdvice(readiness, t)}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mt="sm">
        <Criterion
          label={t('dashboard.readiness.seen')}
          value={t('dashboard.readiness.seenValue', {
            n: readiness.coverage,
            target: coverageTarget,
          })}
          met={!readiness.gaps.some((g) => g.kind === 'coverage')}
        />
        <Criterion
          label={t('dashboard.readiness.recent')}
          value={
            readiness.recentSuccess === null
              ? t('dashboard.readiness.recentNone')
              : t('dashboard.readiness.recentValue', {
                  n: readiness.recentSuccess,
                  target: READY_SUCCESS,
                })
          }
          met={readiness.recentSuccess !== null && readiness.recentSuccess >= READY_SUCCESS}
        />
        <Criterion
          label={t('dashboard.readiness.inRow')}
          value={t('dashboard.readiness.inRowValue', {
            n: Math.min(readiness.passedInRow, READY_SIMULATIONS_IN_ROW),
            target: READY_SIMULATIONS_IN_ROW,
          })}
          met={readiness.passedInRow >= READY_SIMULATIONS_IN_ROW}
        />
      </SimpleGrid>
    </Paper>
  );
}
