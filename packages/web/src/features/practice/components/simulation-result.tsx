import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import type { SimulationOutcome } from '../api/tests';
import { mistakesOf } from '../test-state';
import { ExamVerdict } from './exam-verdict';
import { MistakeList } from './mistake-list';
import { ResultActions } from './result-actions';

interface SimulationResultProps {
  testId: number;
  title: string;
  outcome: SimulationOutcome;
  section: string;
  /** How long the learner took, when known. */
  tookMs: number | null;
  timedOut: boolean;
}

/** The ministry exam's verdict: passed or failed, errors against the allowed, every mistake. */
export function SimulationResult({
  testId,
  title,
  outcome,
  section,
  tookMs,
  timedOut,
}: SimulationResultProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const mistakes = mistakesOf(outcome.questions, (q) => q.reply);
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
      <ExamVerdict outcome={outcome} tookMs={tookMs} />
      <ResultActions section={section} type="simulation" />
      {mistakes.length === 0 ? (
        <Text fw={600}>{t('testRun.noMistakes')}</Text>
      ) : (
        <MistakeList mistakes={mistakes} />
      )}
      <Anchor component={Link} to={paths.examReview(lang, testId)} fw={600} w="fit-content">
        {t('testRun.allAnswers')} →
      </Anchor>
    </Stack>
  );
}
