import { RingProgress, Stack, Text, Title, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Test } from '../api/tests';
import { mistakesOf, tallyOf, type AnswerMap } from '../test-state';
import { MistakeList } from './mistake-list';
import { ResultActions } from './result-actions';
import { ResultFigures } from './result-figures';

interface PracticeSummaryProps {
  title: string;
  test: Test;
  answers: AnswerMap;
}

/** After a practice test: right and wrong, the mistakes, and the next test. */
export function PracticeSummary({ title, test, answers }: PracticeSummaryProps) {
  const { t } = useTranslation();
  const tally = tallyOf(test.questions, answers);
  const answeredQuestions = test.questions.filter((q) => answers.has(q.id));
  const mistakes = mistakesOf(answeredQuestions, (q) => answers.get(q.id)?.answerId ?? null);
  const percent = tally.answered === 0 ? 0 : Math.round((tally.right / tally.answered) * 100);
  const color = percent >= 90 ? 'teal' : percent >= 60 ? 'kokpit' : 'orange';
  return (
    <Stack gap="lg" pt={{ base: 'md', sm: 'xl' }}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Group gap="lg" wrap="nowrap" role="status">
        <RingProgress
          size={110}
          thickness={11}
          roundCaps={percent > 0}
          sections={[{ value: percent, color }]}
          label={
            <Text ta="center" fw={800} size="xl">
              {percent}%
            </Text>
          }
        />
        <div>
          <Text fw={800} size="xl">
            {percent >= 90 ? t('testRun.summaryGreat') : t('testRun.summaryDone')}
          </Text>
          <Text c="dimmed">
            {t('testRun.summaryLine', { right: tally.right, answered: tally.answered })}
          </Text>
        </div>
      </Group>
      <ResultFigures
        figures={[
          { label: t('testRun.figureRight'), value: String(tally.right) },
          { label: t('testRun.figureWrong'), value: String(tally.wrong) },
          {
            label: t('testRun.figureUnanswered'),
            value: String(test.questions.length - tally.answered),
          },
        ]}
      />
      <ResultActions section={test.section} type={test.type} categoryId={test.options.categoryId} />
      {mistakes.length === 0 ? (
        <Text fw={600}>{t('testRun.noMistakes')}</Text>
      ) : (
        <MistakeList mistakes={mistakes} />
      )}
    </Stack>
  );
}
