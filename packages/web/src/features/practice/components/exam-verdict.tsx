import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SimulationOutcome } from '../api/tests';
import { formatClock } from '../hooks/use-countdown';
import { ResultFigures } from './result-figures';
import classes from './test.module.css';

/** A ministry exam's verdict (passed or failed, errors against the allowed) and its figures. */
export function ExamVerdict({
  outcome,
  tookMs,
}: {
  outcome: SimulationOutcome;
  /** How long the learner took, when known. */
  tookMs: number | null;
}) {
  const { t } = useTranslation();
  const answered = outcome.questions.filter((q) => q.reply !== null).length;
  return (
    <>
      <div className={classes.verdict} data-passed={outcome.passed || undefined} role="status">
        <Text className={classes.verdictTitle} fw={800} fz={{ base: 26, sm: 32 }}>
          {outcome.passed ? t('testRun.passed') : t('testRun.failed')}
        </Text>
        <Text mt={6} size="lg">
          {t('testRun.errorsOfAllowed', { errors: outcome.errors, allowed: outcome.errorsAllowed })}
        </Text>
      </div>
      <ResultFigures
        figures={[
          { label: t('testRun.figureErrors'), value: String(outcome.errors) },
          { label: t('testRun.figureAllowed'), value: String(outcome.errorsAllowed) },
          {
            label: t('testRun.figureAnswered'),
            value: `${answered} / ${outcome.questions.length}`,
          },
          { label: t('testRun.figureTime'), value: tookMs === null ? '—' : formatClock(tookMs) },
        ]}
      />
    </>
  );
}
