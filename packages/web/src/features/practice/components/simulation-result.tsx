import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SimulationOutcome } from '../api/tests';
import { formatClock } from '../hooks/use-countdown';
import { mistakesOf } from '../test-state';
import { MistakeList } from './mistake-list';
import { ResultActions } from './result-actions';
import { ResultFigures } from './result-figures';
import classes from './test.module.css';

interface SimulationResultProps {
  title: string;
  outcome: SimulationOutcome;
  section: string;
  /** How long the learner took, when known. */
  tookMs: number | null;
  timedOut: boolean;
}

/** The ministry exam's verdict: passed or failed, errors against the allowed, every mistake. */
export function SimulationResult({
  title,
  outcome,
  section,
  tookMs,
  timedOut,
}: SimulationResultProps) {
  const { t } = useTranslation();
  const mistakes = mistakesOf(outcome.questions, (q) => q.reply);
  const answered = outcome.questions.filter((q) => q.reply !== null).length;
  return (
    <Stack gap="lg" pt={{ base: 'md', sm: 'xl' }}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {timedOut && (
        <Alert color="orange" variant="light" radius="md" title={t('testRun.timeUpTitle')}>
          {t('testRun.timeUpExam')}
        </Alert>
      )}
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
      <ResultActions section={section} type="simulation" />
      {mistakes.length === 0 ? (
        <Text fw={600}>{t('testRun.noMistakes')}</Text>
      ) : (
        <MistakeList mistakes={mistakes} />
      )}
    </Stack>
  );
}
